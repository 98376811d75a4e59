// A webpack loader for the browser tests: builds a remote with one text changed (options
// `from` → `to`), as a squad's next release would, without touching the sources.
module.exports = function replaceText(source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error(`${this.resourcePath} does not contain ${from}`);
  return source.split(from).join(to);
};
