# The reader's language (docs/translating.md): catalogs read and plural rules evaluated
# (test_i18n), and the program in a language: --lang, the environment, errors, machine output
# (test_cli_lang, on the build's catalogs and its pseudo-language).
find_package(Threads REQUIRED)
kharbaga_test(test_i18n SOURCES unit/test_i18n.c LIBS kharbaga::core Threads::Threads LABELS unit)
kharbaga_test(test_cli_lang SOURCES cli/test_cli_lang.c support/cli.c support/run.c LIBS kharbaga::core LABELS cli)
target_compile_definitions(test_cli_lang PRIVATE KHARBAGA_LOCALE_DIR="${PROJECT_BINARY_DIR}/locale")
add_dependencies(test_cli_lang kharbaga translations)

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
# the game, checked by `check`, complete for every finished language.
kharbaga_test(test_cli_texts SOURCES cli/test_cli_texts.c support/cli.c support/run.c LABELS cli)
add_dependencies(test_cli_texts kharbaga translations)
kharbaga_test(test_gamecache_lang SOURCES unit/test_gamecache_lang.c LIBS kharbaga::serve LABELS unit)
target_compile_definitions(test_gamecache_lang PRIVATE KHARBAGA_LOCALE_DIR="${PROJECT_BINARY_DIR}/locale")
add_dependencies(test_gamecache_lang translations)
