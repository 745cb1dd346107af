// A strict little XML reader for the documents the server writes (sitemaps): it throws on
// anything not well-formed that they could contain (unclosed or crossed tags, a bare `&`,
// an unknown entity, text outside the root), so a test reads what a crawler's parser would.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The text directly inside, entities decoded. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string, fail: (why: string) => never): string {
  let out = '';
  let at = 0;
  for (;;) {
    const amp = text.indexOf('&', at);
    if (amp < 0) return out + text.slice(at);
    const semi = text.indexOf(';', amp);
    if (semi < 0) fail(`a bare & in ${JSON.stringify(text)}`);
    const name = text.slice(amp + 1, semi);
    let char = ENTITIES[name];
    if (char === undefined && name.startsWith('#')) {
      const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      if (Number.isInteger(code) && code > 0) char = String.fromCodePoint(code);
    }
    if (char === undefined) fail(`unknown entity &${name};`);
    out += text.slice(at, amp) + char;
    at = semi + 1;
  }
}

function readAttributes(source: string, fail: (why: string) => never): Record<string, string> {
  const attributes: Record<string, string> = {};
  let rest = source.trim();
  while (rest) {
    const eq = rest.indexOf('=');
    const quote = rest[eq + 1];
    if (eq < 1 || (quote !== '"' && quote !== "'")) fail(`bad attribute in <${source}>`);
    const end = rest.indexOf(quote, eq + 2);
    if (end < 0) fail(`unclosed attribute in <${source}>`);
    attributes[rest.slice(0, eq).trim()] = decode(rest.slice(eq + 2, end), fail);
    rest = rest.slice(end + 1).trim();
  }
  return attributes;
}

/** The root element of `xml`, or an error saying where it is not well-formed. */
export function parseXml(xml: string): XmlElement {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`not well-formed XML at ${at}: ${why}`);
  };
  if (xml.startsWith('<?xml')) {
    const end = xml.indexOf('?>');
    if (end < 0) fail('unclosed declaration');
    at = end + 2;
  }
  const document: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const open = [document];
  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    const text = decode(xml.slice(at, lt < 0 ? xml.length : lt), fail);
    open[open.length - 1]!.text += text;
    if (open.length === 1 && text.trim()) fail('text outside the root element');
    if (lt < 0) break;
    const gt = xml.indexOf('>', lt);
    if (gt < 0) fail('unclosed tag');
    const tag = xml.slice(lt + 1, gt);
    at = gt + 1;
    if (tag.startsWith('/')) {
      const closed = open.pop();
      if (open.length === 0 || closed!.name !== tag.slice(1).trim()) fail(`</${tag.slice(1)}>`);
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const space = [' ', '\n', '\t'].map((c) => body.indexOf(c)).filter((i) => i >= 0);
    const nameEnd = space.length ? Math.min(...space) : body.length;
    const element: XmlElement = {
      name: body.slice(0, nameEnd),
      attributes: readAttributes(body.slice(nameEnd), fail),
      children: [],
      text: '',
    };
    if (!element.name) fail('a tag without a name');
    if (open.length === 1 && document.children.length) fail('a second root element');
    open[open.length - 1]!.children.push(element);
    if (!selfClosing) open.push(element);
  }
  if (open.length !== 1) fail(`<${open[open.length - 1]!.name}> is never closed`);
  const [root] = document.children;
  if (!root) fail('no root element');
  return root!;
}
