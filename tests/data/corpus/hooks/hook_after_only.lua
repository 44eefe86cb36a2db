-- An after hook without a moves hook: the game's own moves, and a note per piece of how far it
-- has come. Either hook may be left out.
return variant {
  id = "hook_after_only", name = "After only", summary = "An after hook alone.",
  extends = "alquerque",
  hooks = {
    after = function(game, move)
      game:set(move.to, (game:data(move.to) or 0) + 1)
    end,
  },
}
