// wording.js — the server's error messages in the page's words. The API answers an error with the
// command line's message and the parameter it is about (docs/api.md); a move of the `play`
// parameter that cannot be played is said as the command line says it, "--play, move 3: move
// 'e3-e9' is not legal here; …", naming an option nobody using the page typed. The page says
// "Move 3 (e3-e9) is not legal here; …" instead, the move written as the page sent it.

// The command line's subject of a move's message: "move 'TEXT'", then ": " or the rest.
const MOVE_SUBJECT = /^move '((?:[^'\\]|\\.)*)'(: )?/;

// The message of `error` (an ApiError, or any Error) for the page. `moves` are the moves the
// request sent as its play parameter, in order: the message about one of them names it by its
// number and its text. Other messages are returned as they are.
export function pageMessage(error, moves = []) {
  const message = error ? error.message || String(error) : '';
  if (!error || error.parameter !== 'play') return message;
  const about = /^--play, move (\d+): ([\s\S]*)$/.exec(message);
  if (!about) return message.replace(/^--play[,:]?\s*/, '');
  const number = Number(about[1]);
  let rest = about[2];
  const subject = MOVE_SUBJECT.exec(rest);
  const text = moves[number - 1] || (subject ? subject[1] : '');
  if (!subject) rest = `: ${rest}`;
  else rest = subject[2] ? `: ${rest.slice(subject[0].length)}` : rest.slice(subject[0].length);
  return `Move ${number}${text ? ` (${text})` : ''}${rest}`;
}
