// tables.js — endgame tables built in this browser, on the page without a server (api_worker.js,
// lua/web/README.md): the game and rules on the board, at most the pieces chosen. The module's
// analyses find them (the hint's "Endgame tables, with perfect play"), and the browser keeps them
// for the next visit. Under `kharbaga serve` the control stays hidden: the server's tables are the
// ones its owner built (docs/solving.md).

import { ApiError, gameQuery, local, tablesBuild, tablesProgress } from './api.js';
import { _, P_, fill, pageLanguage } from './i18n.js';

const $ = (id) => document.getElementById(id);
const PROGRESS_MS = 200; // how often a build's progress is shown

// The game whose tables a build makes: the board's, without its position and moves.
function tablesGame(game) {
  return { variant: game.variant, ruleset: game.ruleset, rules: game.rules };
}

async function build(currentGame) {
  const status = $('tables-status');
  const button = $('tables-build');
  const pieces = $('tables-pieces').value.trim();
  button.disabled = true;
  status.textContent = _('Building the tables…');
  const shown = setInterval(() => {
    const p = tablesProgress();
    if (p && p.total) status.textContent = fill(_('Building the tables… slice {done} of {total}'), p);
  }, PROGRESS_MS);
  try {
    const built = await tablesBuild(gameQuery(tablesGame(currentGame())), pieces);
    // the count grouped as the page's language groups it, in the digits of the page's other numbers
    status.textContent = fill(P_('Tables of at most {pieces} pieces are ready: {slices} slice, {positions} positions.',
      'Tables of at most {pieces} pieces are ready: {slices} slices, {positions} positions.', built.slices),
    { pieces, slices: built.slices, positions: built.positions.toLocaleString(pageLanguage(), { numberingSystem: 'latn' }) });
  } catch (error) {
    status.textContent = fill(_('No tables: {error}'), { error: error instanceof ApiError ? error.message : String(error) });
  } finally {
    clearInterval(shown);
    button.disabled = false;
  }
}

// Shows the control on the page without a server; currentGame() gives the board's game.
export function setupTables(currentGame) {
  if (!local) return;
  $('tables').hidden = false;
  $('tables-build').addEventListener('click', () => build(currentGame));
}
