/*
 * hookhost.h — the Lua side of variant hooks (core/hooks.h): a variant script's
 *
 *   hooks = {
 *     moves = function(game, moves) ... return moves end,  -- keep, drop or add moves
 *     after = function(game, move) ... end,                -- after each move: per-piece data
 *   }
 *
 * given at the top level of the variant or in one ruleset. The host keeps the script's sandbox
 * open, hands each call a `game` view and the candidates (api 1: a table per move; api 2: integer
 * arrays filled in place), and carries a value per piece and one per game (game:set,
 * game:set_state) along with the game, undoing them on unmake; the after hooks and the undoing
 * run lazily, in the next call that needs the data. See docs/authoring.md for the API
 * and docs/design/hooks.md for the choices.
 */
#ifndef KHARBAGA_HOOKHOST_H
#define KHARBAGA_HOOKHOST_H

#include "hooks.h"
#include "sandbox.h"

typedef struct HookHost HookHost;

/* A host over the sandbox `sb` (which it does not own) for the hook table on top of the
 * stack (popped). NULL if out of memory. */
HookHost *hooks_host_new(Sandbox *sb);
void hooks_host_free(HookHost *host);

/* Says who adds the hooks' rules ("ruleset bell") and what they are, for people; the
 * callbacks carry both (core/hooks.h). */
void hooks_host_describe(HookHost *host, const char *owner, const char *description);

/* The callbacks to put in Variant.hooks. */
const VariantHooks *hooks_host_callbacks(HookHost *host);

/* Forgets all per-piece data, the game's state and its history (a new game or a new start
 * position) for the variant v, whose board the game view describes. */
void hooks_host_reset(HookHost *host, const Variant *v);

/* The first hook failure since the last reset, or NULL. The after hooks of the moves made since
 * the last hook call run first (they run lazily, when a hook next needs the data), so that their
 * failure is the answer. */
const char *hooks_host_error(HookHost *host);

/* Whether the after hook runs at every make (eager) rather than when a hook next needs the data
 * (the default): `check` compares both, so that an after hook that changes a table in place,
 * whose damage shows only when it runs at every make, is found. */
void hooks_host_set_eager(HookHost *host, bool eager);

/* Whether the hook table has an `after` hook (which keeps per-piece data). */
bool hooks_host_has_after(const HookHost *host);

/* Whether the hook table has a `moves` hook. */
bool hooks_host_has_moves(const HookHost *host);

#endif
