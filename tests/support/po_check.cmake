# po_check.cmake — the translations kept with the sources (tests/i18n.cmake, test_po_current):
# cmake -DSOURCE=DIR -DWORK=DIR -DTOOLS=FILE -DMSGCMP=msgcmp -DLINGUAS=es,fr -P po_check.cmake, run
# in the project's directory (TOOLS: as for po/template.cmake).
#  1. po/kharbaga.pot is the template the sources make now (but for its date): a message marked
#     or changed since it was written is a failure until `cmake --build build --target po-update`.
#  2. Every language's po/LANG.po has every message of the template (translated or not), which
#     po-update gives it.
string(REPLACE "," ";" LINGUAS "${LINGUAS}")
execute_process(COMMAND ${CMAKE_COMMAND} -DOUT=${WORK}/kharbaga.pot -DWORK=${WORK} -DTOOLS=${TOOLS}
                        -P ${SOURCE}/po/template.cmake
                RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "the template could not be made again: ${failed}")
endif()
foreach(which now kept)
  if(which STREQUAL now)
    file(READ ${WORK}/kharbaga.pot text)
  else()
    file(READ ${SOURCE}/po/kharbaga.pot text)
  endif()
  string(REGEX REPLACE "\"POT-Creation-Date: [^\"]*\"\n" "" text "${text}")
  set(${which} "${text}")
endforeach()
if(NOT now STREQUAL kept)
  execute_process(COMMAND diff ${SOURCE}/po/kharbaga.pot ${WORK}/kharbaga.pot OUTPUT_VARIABLE diff)
  message(FATAL_ERROR "po/kharbaga.pot is not the template the sources make: run "
                      "`cmake --build build --target po-update` (docs/translating.md). What differs:\n${diff}")
endif()
foreach(lang ${LINGUAS})
  execute_process(COMMAND ${MSGCMP} --use-untranslated --use-fuzzy ${SOURCE}/po/${lang}.po ${SOURCE}/po/kharbaga.pot
                  RESULT_VARIABLE failed ERROR_VARIABLE why)
  if(failed)
    message(FATAL_ERROR "po/${lang}.po lacks messages of the template: run "
                        "`cmake --build build --target po-update`:\n${why}")
  endif()
endforeach()
message(STATUS "po/kharbaga.pot is current; ${LINGUAS}: every message of the template present")
