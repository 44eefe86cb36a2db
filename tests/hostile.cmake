# Hostile scripts through the program (tests/data/corpus/hostile/, docs/testing.md): each ends with one
# clear line within 2 s and the 64 MiB cap; hooks failing or crawling inside a search (label cli).
# Under the sanitizers the program runs several times slower: the wall-clock bound is widened
# there, and resident memory is not measured.
kharbaga_test(test_hostile SOURCES cli/test_hostile.c support/run.c LABELS cli)
add_dependencies(test_hostile kharbaga)
if(KHARBAGA_SANITIZE)
  target_compile_definitions(test_hostile PRIVATE KHARBAGA_SANITIZED HOSTILE_CPU_SECONDS=8.0)
endif()
