-- expect: extends_ring_a.lua:4: extends: extends_ring_a → extends_ring_b → extends_ring_c → extends_ring_a forms a cycle
-- Three games that build on each other in a ring: the message shows the ring.
return variant {
  extends = "extends_ring_b",
  id = "extends_ring_a", name = "Ring A", summary = "One of three games that build on each other in a ring.",
}
