-- expect: extends_cycle_a.lua:3: extends: extends_cycle_a → extends_cycle_b → extends_cycle_a forms a cycle
return variant {
  extends = "extends_cycle_b",
  id = "extends_cycle_a", name = "Cycle A", summary = "Builds on B, which builds on A.",
}
