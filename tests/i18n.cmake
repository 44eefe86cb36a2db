# The reader's language (docs/translating.md): catalogs read and plural rules evaluated
# (test_i18n), and the program in a language: --lang, the environment, errors, machine output
# (test_cli_lang, on the build's catalogs and its pseudo-language; test_cli_pseudo, the CLI's test
# battery in the pseudo-language).
find_package(Threads REQUIRED)
kharbaga_test(test_i18n SOURCES unit/test_i18n.c LIBS kharbaga::core Threads::Threads LABELS unit)
kharbaga_test(test_cli_lang SOURCES cli/test_cli_lang.c support/cli.c support/program.c support/run.c LIBS kharbaga::core LABELS cli)
target_compile_definitions(test_cli_lang PRIVATE KHARBAGA_LOCALE_DIR="${PROJECT_BINARY_DIR}/locale")
add_dependencies(test_cli_lang kharbaga translations)
# The command line's test battery (tests/cli/battery.sh) in the pseudo-language: no line of words
# that no catalog went through.
kharbaga_test(test_cli_pseudo SOURCES cli/test_cli_pseudo.c support/cli.c support/program.c support/run.c LIBS kharbaga::core LABELS cli)
add_dependencies(test_cli_pseudo kharbaga translations)
set_tests_properties(test_cli_pseudo PROPERTIES TIMEOUT 600)

# The template and every language's file current with the sources (tests/support/po_check.cmake).
if(KHARBAGA_PO_CHECK_ARGS)
  file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/po-check)
  add_test(NAME test_po_current
    COMMAND ${CMAKE_COMMAND} -DWORK=${CMAKE_CURRENT_BINARY_DIR}/po-check ${KHARBAGA_PO_CHECK_ARGS}
            -P ${CMAKE_CURRENT_SOURCE_DIR}/support/po_check.cmake
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(test_po_current PROPERTIES LABELS "unit")
endif()

# The games' texts in a language (variants/i18n/, docs/authoring.md "Translations"): loaded with
# the game, checked by `check`, complete for every finished language; and the personalities'
# (variants/personalities/i18n/, docs/personalities.md "Translations").
kharbaga_test(test_cli_texts SOURCES cli/test_cli_texts.c support/cli.c support/program.c support/run.c LABELS cli)
add_dependencies(test_cli_texts kharbaga translations)
kharbaga_test(test_cli_personality_texts SOURCES cli/test_cli_personality_texts.c support/cli.c support/program.c support/run.c LABELS cli)
add_dependencies(test_cli_personality_texts kharbaga translations)
kharbaga_test(test_gamecache_lang SOURCES unit/test_gamecache_lang.c LIBS kharbaga::serve LABELS unit)
target_compile_definitions(test_gamecache_lang PRIVATE KHARBAGA_LOCALE_DIR="${PROJECT_BINARY_DIR}/locale")
add_dependencies(test_gamecache_lang translations)

# The page's catalogs (lua/serve/page_catalog.c) refuse a translation that names a value the
# original has not, and keep one that names the same.
find_program(MSGFMT_FOR_TESTS msgfmt REQUIRED)
add_test(NAME test_page_catalog
  COMMAND ${CMAKE_COMMAND} -DTOOL=$<TARGET_FILE:page_catalog> -DMSGFMT=${MSGFMT_FOR_TESTS}
          -DPO=${CMAKE_CURRENT_SOURCE_DIR}/data/i18n/values.po -DWORK=${CMAKE_CURRENT_BINARY_DIR}/page-catalog
          -P ${CMAKE_CURRENT_SOURCE_DIR}/support/page_catalog_check.cmake)
set_tests_properties(test_page_catalog PROPERTIES LABELS "unit")
