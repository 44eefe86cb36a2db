-- A terminal escape in an error message reaches stderr as it is (fails under KHARBAGA_FUZZ_STRICT=1).
error("bad\27[2J")
