-- An after hook that fails once the piece reaches c3: every command must stop there with the
-- hook's error, not go on as if nothing happened.
return variant {
  id = "hook_after_error", name = "Failing after hook", summary = "An after hook that raises an error.",
  extends = "alquerque",
  hooks = {
    moves = function(game, moves) return moves end,
    after = function(game, move)
      if move.to == "c3" then error("boom in after") end
    end,
  },
}
