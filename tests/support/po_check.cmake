# po_check.cmake — the translations kept with the sources (tests/i18n.cmake, test_po_current):
# cmake -DSOURCE=DIR -DWORK=DIR -DTOOLS=FILE -DMSGCMP=msgcmp -DMSGFMT=msgfmt -DLINGUAS=es,fr -P po_check.cmake, run
# in the project's directory (TOOLS: as for po/template.cmake).
#  1. po/kharbaga.pot is the template the sources make now (but for its date): a message marked
#     or changed since it was written is a failure until `cmake --build build --target po-update`.
#  2. Every language's po/LANG.po has every message of the template (translated or not), which
#     po-update gives it.
#  3. Every language shipped as complete (in LINGUAS, not in po/PARTIAL) has no untranslated and
#     no fuzzy message (msgfmt --statistics); one of PARTIAL that has become complete is said to
#     be, so that the list stays true.
string(REPLACE "," ";" LINGUAS "${LINGUAS}")
cmake_minimum_required(VERSION 3.18) # as the project: IN_LIST in if()
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
file(STRINGS ${SOURCE}/po/PARTIAL partial REGEX "^[^#]")
foreach(lang ${LINGUAS})
  execute_process(COMMAND ${MSGFMT} --check --statistics -o /dev/null ${SOURCE}/po/${lang}.po
                  RESULT_VARIABLE failed ERROR_VARIABLE stats)
  string(STRIP "${stats}" stats)
  set(whole TRUE)
  if(failed OR stats MATCHES "untranslated|fuzzy")
    set(whole FALSE)
  endif()
  if(lang IN_LIST partial AND whole)
    message(FATAL_ERROR "po/${lang}.po is complete (${stats}): take ${lang} out of po/PARTIAL")
  elseif(NOT lang IN_LIST partial AND NOT whole)
    message(FATAL_ERROR "po/${lang}.po is shipped as complete but is not: ${stats} (translate the rest, or "
                        "add ${lang} to po/PARTIAL)")
  endif()
  message(STATUS "${lang}: ${stats}")
endforeach()
message(STATUS "po/kharbaga.pot is current; ${LINGUAS}: every message of the template present")
