/**
 * The names of a message's placeholders, sorted and without repeats: `{board}` and the
 * argument of `{count, plural, …}`, and those inside plural branches. Two translations of
 * one message must have the same names (messages/translations.test.ts).
 */
export function placeholderNames(template: string): string[] {
  const names = new Set<string>();
  collect(template, names);
  return [...names].sort();
}

function collect(text: string, names: Set<string>): void {
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "{") {
      if (depth === 0) start = i;
      depth++;
    } else if (text[i] === "}" && depth > 0 && --depth === 0) {
      const body = text.slice(start + 1, i);
      const [name = "", kind] = body.split(",");
      names.add(name.trim());
      if (kind?.trim() === "plural") collectBranches(body, names);
    }
  }
}

/** The branches of a plural, `one {…} other {…}`, may hold placeholders of their own. */
function collectBranches(body: string, names: Set<string>): void {
  const firstBrace = body.indexOf("{");
  if (firstBrace === -1) return;
  let depth = 0;
  let start = -1;
  for (let i = firstBrace; i < body.length; i++) {
    if (body[i] === "{") {
      if (depth === 0) start = i;
      depth++;
    } else if (body[i] === "}" && --depth === 0) {
      collect(body.slice(start + 1, i), names);
    }
  }
}
