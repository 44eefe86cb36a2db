# page_catalogs.cmake — the page's messages in each language, made at build time from the same
# catalogs as the program's (docs/translating.md, "The page"). Included by lua/serve (the page of
# `kharbaga serve`) and lua/web (the static site).
#
# kharbaga_page_catalogs(TOOL_TARGET TOOL_COMMAND OUTDIR WORKDIR OUTPUTS_VAR) adds the commands that write
# OUTDIR/CODE.json for each language of po/LINGUAS and the pseudo-language, and
# OUTDIR/languages.json: each language's messages whose place is the page's
# (msggrep --location=lua/serve/page/*), compiled (msgfmt) and written as JSON by page_catalog
# (lua/serve/page_catalog.c, built as TOOL_TARGET; TOOL_COMMAND runs it, and a new build of it
# writes them again). OUTPUTS_VAR gets the files written.
#
# kharbaga_full_catalogs(LOCALEDIR OUTPUTS_VAR) compiles each language's whole catalog into
# LOCALEDIR/CODE/LC_MESSAGES/kharbaga.mo, for a build without po/ (the WebAssembly module's).
set(KHARBAGA_PO_DIR ${CMAKE_CURRENT_LIST_DIR})

function(kharbaga_linguas out)
  file(STRINGS ${KHARBAGA_PO_DIR}/LINGUAS linguas REGEX "^[^#]")
  string(REGEX MATCHALL "[A-Za-z_@]+" linguas "${linguas}")
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${KHARBAGA_PO_DIR}/LINGUAS ${KHARBAGA_PO_DIR}/PARTIAL)
  set(${out} ${linguas} PARENT_SCOPE)
endfunction()

function(kharbaga_page_catalogs tool_target tool outdir workdir outputs_var)
  find_program(MSGGREP msggrep REQUIRED)
  find_program(MSGFMT msgfmt REQUIRED)
  find_program(MSGEN msgen REQUIRED)
  find_program(MSGFILTER msgfilter REQUIRED)
  find_program(SED sed REQUIRED)
  kharbaga_linguas(linguas)
  file(STRINGS ${KHARBAGA_PO_DIR}/PARTIAL partial REGEX "^[^#]")
  string(REGEX MATCHALL "[A-Za-z_@]+" partial "${partial}")
  string(REPLACE ";" "," partial "${partial}")
  set(pot ${KHARBAGA_PO_DIR}/kharbaga.pot)
  set(pseudo_po ${workdir}/pseudo-all.po)
  add_custom_command(OUTPUT ${pseudo_po}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${workdir}
    COMMAND ${CMAKE_COMMAND} -DPOT=${pot} -DOUT=${pseudo_po} -DMSGEN=${MSGEN} -DMSGFILTER=${MSGFILTER}
            -DSED=${SED} -P ${KHARBAGA_PO_DIR}/pseudo.cmake
    DEPENDS ${pot} ${KHARBAGA_PO_DIR}/pseudo.cmake
    COMMENT "Writing the pseudo-language for the page" VERBATIM)
  set(mos "")
  set(args "")
  foreach(lang ${linguas} pseudo)
    if(lang STREQUAL "pseudo")
      set(po ${pseudo_po})
    else()
      set(po ${KHARBAGA_PO_DIR}/${lang}.po)
    endif()
    set(mo ${workdir}/page-${lang}.mo)
    add_custom_command(OUTPUT ${mo}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${workdir}
      COMMAND ${MSGGREP} --force-po --location=lua/serve/page/* -o ${workdir}/page-${lang}.po ${po}
      COMMAND ${MSGFMT} --check -o ${mo} ${workdir}/page-${lang}.po
      DEPENDS ${po}
      COMMENT "Keeping the page's messages of the ${lang} translation" VERBATIM)
    list(APPEND mos ${mo})
    list(APPEND args ${lang}=${mo})
  endforeach()
  set(outputs ${outdir}/languages.json)
  foreach(lang ${linguas} pseudo)
    list(APPEND outputs ${outdir}/${lang}.json)
  endforeach()
  add_custom_command(OUTPUT ${outputs}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${outdir}
    COMMAND ${tool} ${outdir} "${partial}" ${args}
    DEPENDS ${mos} ${KHARBAGA_PO_DIR}/PARTIAL ${tool_target}
    COMMENT "Writing the page's catalogs" VERBATIM)
  set(${outputs_var} ${outputs} PARENT_SCOPE)
endfunction()

function(kharbaga_full_catalogs localedir outputs_var)
  find_program(MSGFMT msgfmt REQUIRED)
  kharbaga_linguas(linguas)
  set(outputs "")
  foreach(lang ${linguas})
    set(mo ${localedir}/${lang}/LC_MESSAGES/kharbaga.mo)
    add_custom_command(OUTPUT ${mo}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${localedir}/${lang}/LC_MESSAGES
      COMMAND ${MSGFMT} --check -o ${mo} ${KHARBAGA_PO_DIR}/${lang}.po
      DEPENDS ${KHARBAGA_PO_DIR}/${lang}.po
      COMMENT "Compiling the ${lang} translation" VERBATIM)
    list(APPEND outputs ${mo})
  endforeach()
  set(${outputs_var} ${outputs} PARENT_SCOPE)
endfunction()
