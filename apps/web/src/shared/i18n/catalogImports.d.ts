// The parts of a catalog that the build serves (i18nCatalogs.ts): `catalogs/de.json?part=app`.
declare module '*?part=signed-out' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*?part=app' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*?part=signed-out&pseudo' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*?part=app&pseudo' {
  const messages: Record<string, string>;
  export default messages;
}
