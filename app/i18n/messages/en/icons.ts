// Hosted icon messages (app/.server/icons): the social and contact icons of signatures.
export default {
  notFound: "This icon doesn't exist. Check the name, shape, colour and size in its address.",
};
