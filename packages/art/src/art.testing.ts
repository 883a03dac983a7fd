const NAME = '[A-Za-z_][\\w.:-]*';
const ATTRIBUTE = new RegExp(`^\\s+(${NAME})="([^"<]*)"`);
const ENTITY = /&(#\d+|#x[\da-fA-F]+|amp|lt|gt|quot|apos);/g;

/**
 * Whether `svg` is well-formed XML of the kind the generators write (elements, quoted
 * attributes, text, entities; no comments or CDATA): tags balance, attributes are unique
 * and quoted, and no raw `<` or `&` hides in text or values. What a browser's SVG parser
 * and the server's rasteriser both insist on.
 */
export function wellFormedProblem(svg: string): string | null {
  const open: string[] = [];
  let rest = svg;
  let roots = 0;
  const textProblem = (text: string) =>
    text.replace(ENTITY, '').includes('&') ? `bad entity in ${text}` : null;
  while (rest.length > 0) {
    const lt = rest.indexOf('<');
    const text = lt === -1 ? rest : rest.slice(0, lt);
    const problem = textProblem(text);
    if (problem) return problem;
    if (text.trim() && open.length === 0) return `text outside the root: ${text}`;
    if (lt === -1) break;
    rest = rest.slice(lt);
    const closing = new RegExp(`^</(${NAME})\\s*>`).exec(rest);
    if (closing) {
      if (open.pop() !== closing[1]) return `unbalanced </${closing[1]}>`;
      rest = rest.slice(closing[0].length);
      continue;
    }
    const start = new RegExp(`^<(${NAME})`).exec(rest);
    if (!start?.[1]) return `bad tag at ${rest.slice(0, 40)}`;
    if (open.length === 0 && ++roots > 1) return 'more than one root element';
    rest = rest.slice(start[0].length);
    const names = new Set<string>();
    for (let attribute = ATTRIBUTE.exec(rest); attribute; attribute = ATTRIBUTE.exec(rest)) {
      const [whole, name = '', value = ''] = attribute;
      if (names.has(name)) return `attribute ${name} twice on <${start[1]}>`;
      names.add(name);
      const valueProblem = textProblem(value);
      if (valueProblem) return valueProblem;
      rest = rest.slice(whole.length);
    }
    const end = /^\s*(\/?)>/.exec(rest);
    if (!end) return `unclosed tag <${start[1]} before ${rest.slice(0, 40)}`;
    if (!end[1]) open.push(start[1]);
    rest = rest.slice(end[0].length);
  }
  if (open.length > 0) return `unclosed <${open.join('> <')}>`;
  return roots === 1 ? null : 'no root element';
}
