// Counts the copies of React's core among loaded JavaScript sources. React's production build
// defines `cloneElement` on its exports; react-dom and the jsx runtime do not, so each chunk that
// defines it carries one copy of React.
export function countReactCopies(sources) {
  return sources.filter((source) => /\.cloneElement\s*=\s*function|cloneElement:function|exports\.cloneElement\s*=/.test(source)).length;
}
