const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON strings may not hold raw control characters (RFC 8259 §7).
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS = ['true', 'false', 'null'];

/**
 * Where a text stops being JSON (RFC 8259): the offset of the first character that cannot
 * continue it, the text's length when it ends too soon, undefined when it is JSON. JSON.parse
 * does not always tell (V8: `Unexpected token ',', ..."ts": [,]" is not valid JSON`). Iterative, so
 * a hostile file of a million `[` cannot overflow the stack.
 */
export function jsonErrorOffset(text: string): number | undefined {
  let at = 0;
  const open: ('[' | '{')[] = [];
  const match = (pattern: RegExp) => {
    pattern.lastIndex = at;
    if (!pattern.test(text)) return false;
    at = pattern.lastIndex;
    return true;
  };
  const scalar = () => {
    const literal = LITERALS.find((word) => text.startsWith(word, at));
    if (literal) {
      at += literal.length;
      return true;
    }
    return text[at] === '"' ? match(STRING) : match(NUMBER);
  };
  let expect: 'value' | 'firstValue' | 'key' | 'firstKey' | 'next' = 'value';
  for (;;) {
    while (at < text.length && WHITESPACE.has(text[at]!)) at++;
    const next = text[at];
    if (expect === 'value' || expect === 'firstValue') {
      if (expect === 'firstValue' && next === ']') {
        at++;
        open.pop();
        expect = 'next';
      } else if (next === '[' || next === '{') {
        at++;
        open.push(next);
        expect = next === '[' ? 'firstValue' : 'firstKey';
      } else if (scalar()) expect = 'next';
      else return at;
    } else if (expect === 'key' || expect === 'firstKey') {
      if (expect === 'firstKey' && next === '}') {
        at++;
        open.pop();
        expect = 'next';
        continue;
      }
      if (next !== '"' || !match(STRING)) return at;
      while (at < text.length && WHITESPACE.has(text[at]!)) at++;
      if (text[at] !== ':') return at;
      at++;
      expect = 'value';
    } else {
      const inside = open.at(-1);
      if (!inside) return at < text.length ? at : undefined;
      if (next === ',') {
        at++;
        expect = inside === '[' ? 'value' : 'key';
      } else if (next === (inside === '[' ? ']' : '}')) {
        at++;
        open.pop();
      } else return at;
    }
  }
}
