# pseudo.cmake — the pseudo-language (po/CMakeLists.txt): cmake -DPOT=kharbaga.pot -DOUT=pseudo.po
# -DMSGEN=msgen -DMSGFILTER=msgfilter -DSED=sed -P pseudo.cmake. Every message of the template
# becomes its own translation (msgen), each of its lines wrapped in ⟦…⟧ (msgfilter with sed), in
# a header that says UTF-8 and English's plural rule.
execute_process(
  COMMAND ${MSGEN} --no-wrap ${POT}
  COMMAND ${SED} -e "s/charset=CHARSET/charset=UTF-8/" -e "s/^\"Language: \\\\n\"/\"Language: pseudo\\\\n\"/"
                 -e "s/^\"PO-Revision-Date: .*/\"PO-Revision-Date: 2026-01-01 00:00+0000\\\\n\"/"
                 -e "s/^\"Last-Translator: .*/\"Last-Translator: the build\\\\n\"/"
                 -e "s/^\"Language-Team: .*/\"Language-Team: none\\\\n\"/"
                 -e "s/^\"Plural-Forms: .*/\"Plural-Forms: nplurals=2; plural=(n != 1);\\\\n\"/"
  COMMAND ${MSGFILTER} --keep-header --no-wrap -o ${OUT} ${SED} -e "s/^\\(.\\)/⟦\\1/" -e "s/\\(.\\)$/\\1⟧/"
  RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "pseudo.cmake: the pseudo-language could not be made from ${POT}: ${failed}")
endif()
