-- expect: extends_cycle_b.lua:3: extends: extends_cycle_b → extends_cycle_a → extends_cycle_b forms a cycle
return variant {
  extends = "extends_cycle_a",
  id = "extends_cycle_b", name = "Cycle B", summary = "Builds on A, which builds on B.",
}
