// whynot.js — "Why not?" in the play view: a click that choice.js cannot turn into a move, made
// with one of the mover's pieces chosen, is asked of the server as a move (`explain`, text
// "from-to"), and the answer is shown in words in a panel beside the board: the verdict, the reasons,
// and the moves to play instead, marked on the board (an arrow along each, a triangle on its
// piece, a star where it ends) and listed as buttons that play them. A piece of the mover that
// has no legal move (which choice.js does not choose) is held for the question instead. The panel
// stays until the next move. The keyboard's cursor clicks points the same way, so it works by
// keyboard too.

import { gameQuery, get } from './api.js';
import { _, fill } from './i18n.js';
import { pageMessage } from './wording.js';

// ---- what a click asks (pure: tested under Node) ----

// The pieces of the side to move in a `render --json` answer (null before the first).
/** @param {import('./contract.js').RenderAnswer|null} view */
export function moverPieces(view) {
  if (!view) return [];
  return view.pieces.filter((p) => p.side === view.turn).map((p) => p.point);
}

// What a click on `point` that choice.js refused (its click() gave null) asks, given the piece
// chosen (choice.from, or `held`, a piece held for the question) and the mover's pieces `own`:
// { explain: 'from-to' } for a point that is not another of the mover's pieces; { hold: point }
// for one of the mover's pieces (it has no legal move, or choice.js would have chosen it);
// { drop: true } when the piece held is clicked again; null for nothing.
export function refusedClick(choice, held, point, own) {
  const from = choice.from || held;
  if (own.includes(point)) return point === from ? { drop: true } : { hold: point };
  if (!from || choice.to) return null; // no piece chosen, or the path of a capture being chosen
  return { explain: `${from}-${point}` };
}

// The legal moves (objects of `moves --json`) that an explain answer suggests, in its order.
/**
 * @param {import('./contract.js').ExplainAnswer} answer
 * @param {import('./contract.js').Move[]} legal
 */
export function suggestedMoves(answer, legal) {
  const byText = new Map(legal.map((m) => [m.move, m]));
  return answer.suggestions.map((text) => byText.get(text)).filter(Boolean);
}

// ---- the panel ----

function make(tag, attrs = {}, text = null) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== null) node.textContent = text;
  return node;
}

export class WhyNot {
  // board: the Board; host: the element the panel opens at the top of (beside the board on a wide
  // screen, under it on a phone); game(): { game, legal, view, generation } of the play view now;
  // play(move): plays a legal move object.
  constructor(board, host, game, play) {
    this.board = board;
    this.game = game;
    this.play = play;
    this.held = null;
    this.prompting = false; // the panel asks where the held piece should go
    this.asked = 0; // bumped by each question, hold and close: a late answer is dropped
    const sheet = make('link', { rel: 'stylesheet', href: 'whynot.css' });
    document.head.append(sheet);
    this.panel = make('section', { id: 'whynot', class: 'whynot', 'aria-label': _('why not'), 'aria-live': 'polite' });
    this.panel.hidden = true;
    host.prepend(this.panel);
  }

  // A click choice.js refused (see refusedClick); the choice it was made with.
  refused(choice, point) {
    const what = refusedClick(choice, this.held, point, moverPieces(this.game().view));
    if (!what) return;
    if (what.drop) this.hold(null);
    else if (what.hold) this.hold(what.hold);
    else this.ask(what.explain);
  }

  // The keyboard's Escape or a new choice: no piece held any more.
  dropHeld() {
    if (this.held) this.hold(null);
  }

  // Holds point (a piece of the mover with no legal move) for the question, or lets it go (null);
  // the panel asks where it should go, and closes when the piece is let go before an answer.
  hold(point) {
    this.held = point;
    if (!point) {
      this.board.setMarks({ held: null });
      if (this.prompting) this.close();
      return;
    }
    this.asked++;
    this.board.setMarks({ held: point, suggestions: [] });
    this.open(fill(_('{point}: why can it not move?'), { point }), [], [], null);
    this.panel.append(make('p', { class: 'whynot-prompt' }, _('Choose where it should go, and the answer says why it cannot.')));
    this.prompting = true;
  }

  async ask(text) {
    const asked = ++this.asked;
    const now = this.game();
    this.held = null;
    this.board.setMarks({ held: null, suggestions: [] });
    const title = fill(_('Why not {move}?'), { move: text });
    this.open(title, [_('Asking…')], [], null);
    this.panel.setAttribute('aria-busy', 'true');
    try {
      const answer = await get('explain', gameQuery(now.game, { move: text }));
      if (asked !== this.asked || now.generation !== this.game().generation) return;
      const moves = suggestedMoves(answer, now.legal);
      this.open(title, answer.reasons.map((reason) => reason.text), moves, answer.verdict);
      this.board.setMarks({ suggestions: moves });
    } catch (error) {
      if (asked !== this.asked) return;
      this.open(title, [], [], pageMessage(error, now.game.moves));
    } finally {
      if (asked === this.asked) this.panel.removeAttribute('aria-busy');
    }
  }

  // Shows the panel: a title, the verdict (or an error), the reasons, the moves to play instead.
  open(title, reasons, moves, verdict) {
    const head = make('div', { class: 'whynot-head' });
    head.append(make('h2', {}, title));
    const close = make('button', { type: 'button', class: 'whynot-close', 'aria-label': _('close the answer') }, _('Close'));
    close.addEventListener('click', () => this.close());
    head.append(close);
    const body = [head];
    if (verdict) body.push(make('p', { class: 'whynot-verdict' }, verdict));
    if (reasons.length) {
      const list = make('ul', { class: 'whynot-reasons' });
      for (const reason of reasons) list.append(make('li', {}, reason));
      body.push(list);
    }
    if (moves.length) {
      body.push(make('p', { class: 'whynot-instead' }, _('Legal instead (marked on the board; a button plays it):')));
      const buttons = make('div', { class: 'buttons whynot-moves' });
      for (const move of moves) {
        const button = make('button', { type: 'button', 'data-move': move.move }, move.move);
        button.addEventListener('click', () => this.play(move));
        buttons.append(button);
      }
      body.push(buttons);
    }
    this.panel.replaceChildren(...body);
    this.panel.hidden = false;
    this.prompting = false;
  }

  // Closes the panel and takes its marks off the board (the next move does it too).
  close() {
    this.asked++;
    this.held = null;
    this.prompting = false;
    this.panel.hidden = true;
    this.panel.replaceChildren();
    this.panel.removeAttribute('aria-busy');
    this.board.setMarks({ held: null, suggestions: [] });
  }
}
