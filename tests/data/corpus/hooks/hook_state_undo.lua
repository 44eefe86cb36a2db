-- The game's state counts the plies made; the moves hook refuses every move once the state and
-- game.ply (or the history's length) disagree. Perft is then Alquerque's own only if every unmake
-- restores the state.
return variant {
  id = "hook_state_undo", name = "State undo", summary = "A per-game value that unmake restores.",
  extends = "alquerque",
  hooks = {
    moves = function(game, moves)
      if (game:state() or 0) ~= game.ply or #game:history() ~= game.ply then return {} end
      return moves
    end,
    after = function(game, move)
      game:set_state((game:state() or 0) + 1)
    end,
  },
}
