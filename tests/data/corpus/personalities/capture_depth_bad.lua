-- expect: capture_depth_bad.lua:7: style.capture_depth: expected a whole number from 0 to 128
-- expect: capture_depth_bad.lua:8: style.mcts_guided: expected a whole number from 0 to 1000
return personality {
  id = "capture_depth_bad", name = "Endless captures",
  description = "Asks for more plies of captures than any search can reach, and a fraction.",
  limits = { time_ms = 100 },
  style = { capture_depth = 500,
            mcts_guided = 1.5 },
}
