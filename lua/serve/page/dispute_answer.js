// dispute_answer.js — what the dispute view reads from the server's answers (no DOM: tested under
// Node): the moves each board marks, the rules a choice's text names, the points a move goes
// through, and the base rules of a request.

// The points a move goes through: "g1xg5xd2" -> ['g1', 'g5', 'd2'] (a huff prefix "Ha9 " and a
// captured-points suffix "/d3,e4" left out).
export function movePoints(text) {
  return text.replace(/^H[a-z]+\d+\s+/, '').replace(/\/.*$/, '').split(/[-x]/).filter(Boolean);
}

// The rules a choice's text names on top of the base: "the record's rules: ruleset=standard
// removal=end" and "ruleset=german men_move=any" -> { ruleset, rules: { key: value } }.
export function choiceRules(spec, base) {
  const words = spec.slice(spec.includes(': ') ? spec.lastIndexOf(': ') + 2 : 0).split(/[\s,]+/).filter(Boolean);
  const rules = { ...base.rules };
  let { ruleset } = base;
  for (const word of words) {
    const eq = word.indexOf('=');
    if (eq <= 0) continue;
    if (word.slice(0, eq) === 'ruleset') ruleset = word.slice(eq + 1);
    else rules[word.slice(0, eq)] = word.slice(eq + 1);
  }
  return { ruleset, rules };
}

// The moves of a dispute legal under the choice labelled `label` but not under every choice.
export function onlyMoves(dispute, label) {
  return dispute.moves.filter((m) => m.legal.includes(label) && m.legal.length < dispute.choices.length);
}

// The base rules of a request's parameters: its variant, ruleset and rule changes.
export function baseOf(params) {
  const base = { variant: 'kharbaga', ruleset: '', rules: {} };
  for (const [key, value] of params) {
    if (key === 'variant') base.variant = value;
    if (key === 'ruleset') base.ruleset = value;
    if (key === 'rule') base.rules[value.slice(0, value.indexOf('='))] = value.slice(value.indexOf('=') + 1);
  }
  return base;
}
