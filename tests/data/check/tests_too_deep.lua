-- Zamma with a test that would count for hours: eighteen flying kings, captures optional: perft 4 takes half a minute.
-- Its counts are stopped at a script's budget, with a line naming the test and the depth.
return variant {
  extends = "zamma", id = "tests_too_deep", name = "Tests, one too deep", summary = "Zamma with a deep test.",
  tests = {
    { position = "W:WKa1,Ki9,Ke5,Kc3,Ka5,Kb2,Kd2,Kf2,Kh2:BKa9,Ki1,Kg7,Kc7,Ke1,Kb8,Kd8,Kf8,Kh8",
      rules = { capture = "optional" }, perft = { 119, 13674, 1585719, 176424915, 1, 1 } },
  },
}
