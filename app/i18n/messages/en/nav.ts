export default {
  main: "Main",
  footer: "Footer",
  create: "Create a signature",
  createShort: "Create",
  mySignatures: "My signatures",
  home: "Home",
};
