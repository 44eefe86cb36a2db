-- expect: extends_cycle_b.lua: extends forms a cycle
return variant {
  extends = "extends_cycle_a",
  id = "extends_cycle_b", name = "Cycle B", summary = "Builds on A, which builds on B.",
}
