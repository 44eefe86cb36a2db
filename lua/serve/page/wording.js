// wording.js — the server's error messages in the page's words. The API answers an error with the
// command line's message and the parameter it is about (docs/api.md); a move of the `play`
// parameter that cannot be played is said as the command line says it, "--play, move 3: move
// 'e3-e9' is not legal here; …", naming an option nobody using the page typed. The page says
// "Move 3 (e3-e9) is not legal here; …" instead, the move written as the page sent it.
//
// Also the words of the game the answers give in English because they are data: the sides'
// names and the reason a game ended (render's `termination`, a record's tag).

import { _, fill } from './i18n.js';

// A side's name as the games name them ("Black", "White"), in the page's language.
export function sideWord(name) {
  const words = { Black: _('Black'), White: _('White'), South: _('South'), North: _('North') };
  return Object.hasOwn(words, name) ? words[name] : name;
}

// The reason a game ended, as render's `termination` gives it ("no legal move"), as the start of a
// sentence in the page's language.
export function terminationWords(termination) {
  const words = {
    'no pieces left': _('No pieces left'),
    'no legal move': _('No legal move'),
    'repetition of position': _('Repetition of position'),
    'quiet-move limit reached': _('Quiet-move limit reached'),
  };
  if (!termination) return _('The game is over');
  return Object.hasOwn(words, termination) ? words[termination] : termination;
}

// The command line's subject of a move's message: "move 'TEXT'" (in the answer's language: "la
// jugada 'TEXT'", "ход 'TEXT'"), then ": " or the rest.
const MOVE_SUBJECT = /^(?:[^\s']+ )?[^\s']+ '((?:[^'\\]|\\.)*)'(: )?/u;

// The message of `error` (an ApiError, or any Error) for the page. `moves` are the moves the
// request sent as its play parameter, in order: the message about one of them names it by its
// number and its text. Other messages are returned as they are.
export function pageMessage(error, moves = []) {
  const message = error ? error.message || String(error) : '';
  if (!error || error.parameter !== 'play') return message;
  const about = /^--play\S* \S+ (\d+): ([\s\S]*)$/u.exec(message);
  if (!about) return message.replace(/^--play[,:]?\s*/, '');
  const number = error.move || Number(about[1]); // the answer's own number, else its words'
  let rest = about[2];
  const subject = MOVE_SUBJECT.exec(rest);
  const text = moves[number - 1] || (subject ? subject[1] : '');
  if (!subject) rest = `: ${rest}`;
  else rest = subject[2] ? `: ${rest.slice(subject[0].length)}` : rest.slice(subject[0].length);
  const subjectWords = text ? fill(_('Move {number} ({move})'), { number, move: text }) : fill(_('Move {number}'), { number });
  return `${subjectWords}${rest}`;
}
