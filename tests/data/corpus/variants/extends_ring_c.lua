-- expect: extends_ring_c.lua:4: extends: extends_ring_c → extends_ring_a → extends_ring_b → extends_ring_c forms a cycle
-- Three games that build on each other in a ring: the message shows the ring.
return variant {
  extends = "extends_ring_a",
  id = "extends_ring_c", name = "Ring C", summary = "One of three games that build on each other in a ring.",
}
