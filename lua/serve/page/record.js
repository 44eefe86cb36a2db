// record.js — game records in the project's PDN-style format (docs/notation.md, "Game records"):
// written from the page's game, and read back into one. The server checks every move when the
// game is next asked for, so reading only splits the text; it does not judge the moves.

function escapeTag(value) {
  return String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

function today() {
  const d = new Date();
  const two = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${two(d.getMonth() + 1)}.${two(d.getDate())}`;
}

// game: { variant, ruleset, rules, position, moves, south, north, result, termination,
// northFirst }. Ten full moves to a line, as the program writes them.
export function writeRecord(game) {
  const tags = [['Variant', game.variant]];
  if (game.ruleset) tags.push(['Ruleset', game.ruleset]);
  const rules = Object.entries(game.rules || {}).map(([k, v]) => `${k}=${v}`);
  if (rules.length) tags.push(['Rules', rules.join(' ')]);
  if (game.position) tags.push(['Position', game.position]);
  tags.push(['South', game.south || '?'], ['North', game.north || '?'], ['Date', today()]);
  tags.push(['Result', game.result || '*']);
  if (game.termination) tags.push(['Termination', game.termination]);
  const lines = tags.map(([name, value]) => `[${name} "${escapeTag(value)}"]`);
  lines.push('');
  const words = [];
  let ply = game.northFirst ? 1 : 0;
  if (game.northFirst && game.moves.length) words.push('1...');
  for (const move of game.moves) {
    if (ply % 2 === 0) words.push(`${ply / 2 + 1}.`);
    words.push(move);
    ply++;
  }
  words.push(game.result || '*');
  let line = [];
  for (const word of words) {
    if (/^\d+\.$/.test(word) && line.length && Number.parseInt(word, 10) % 10 === 1) {
      lines.push(line.join(' '));
      line = [];
    }
    line.push(word);
  }
  lines.push(line.join(' '));
  return `${lines.join('\n')}\n`;
}

// Reads a record's tags and moves. Throws an Error naming the line for text that is not a record.
export function readRecord(text) {
  const tags = {};
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) {
      if (Object.keys(tags).length) break;
      continue;
    }
    const tag = /^\[([A-Za-z]+) "((?:[^"\\]|\\.)*)"\]$/.exec(line);
    if (!tag) break;
    tags[tag[1]] = tag[2].replace(/\\(.)/g, '$1');
  }
  if (!tags.Variant) throw new Error('the record has no [Variant "..."] tag: expected a game record (.pdn)');
  const movetext = lines.slice(i).join('\n').replace(/\{[^}]*\}/g, ' ');
  const tokens = movetext.split(/\s+/).filter(Boolean);
  const moves = [];
  let result = '*';
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t];
    if (/^\d+\.(\.\.)?$/.test(token)) continue;
    if (/^(1-0|0-1|1\/2-1\/2|\*)$/.test(token)) {
      result = token;
      break;
    }
    const bareHuff = /^H[a-z]+[0-9]+$/.test(token);
    if (bareHuff && t + 1 < tokens.length) {
      moves.push(`${token} ${tokens[++t]}`);
      continue;
    }
    moves.push(token.replace(/^\d+\.(\.\.)?/, ''));
  }
  const rules = {};
  for (const change of (tags.Rules || '').split(/\s+/).filter(Boolean)) {
    const eq = change.indexOf('=');
    if (eq <= 0) throw new Error(`the record's Rules tag has '${change}': expected KEY=VALUE`);
    rules[change.slice(0, eq)] = change.slice(eq + 1);
  }
  return {
    variant: tags.Variant,
    ruleset: tags.Ruleset || '',
    rules,
    position: tags.Position || '',
    moves,
    result,
    south: tags.South || '',
    north: tags.North || '',
  };
}
