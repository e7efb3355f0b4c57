export default {
  pageNotFound: "Page not found",
  description: "The page you are looking for does not exist or has moved.",
  backToHome: "Back to the home page",
  serverErrorTitle: "Something went wrong",
  serverErrorDescription:
    "An unexpected error stopped this page. It has been logged; please try again in a moment.",
};
