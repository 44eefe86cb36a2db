# page_strings.cmake — the messages of the page's HTML (lua/serve/page/index.html), for the
# template (template.cmake): the text of every element marked data-i18n and the value of every
# aria-label, which the page translates when it starts (lua/serve/page/i18n.js). xgettext reads no
# HTML; this writes them as a template of their own, which xgettext then reads with the sources.
#   include() it with HTML (the page, relative to the project) and HTML_POT (the file to write).
file(STRINGS ${HTML} lines ENCODING UTF-8)
set(entries "")
set(seen "")
# A ';' would split CMake's lists: it stands as SEMICOLON while the line is taken apart.
set(SEMICOLON "@SEMICOLON@")
foreach(line IN LISTS lines)
  string(REPLACE ";" "${SEMICOLON}" line "${line}")
  string(REGEX MATCHALL "data-i18n>[^<]+<|aria-label=\"[^\"]+\"" found "${line}")
  foreach(item IN LISTS found)
    string(REGEX REPLACE "^data-i18n>([^<]+)<$" "\\1" text "${item}")
    string(REGEX REPLACE "^aria-label=\"([^\"]+)\"$" "\\1" text "${text}")
    string(STRIP "${text}" text)
    if(text IN_LIST seen)
      continue()
    endif()
    list(APPEND seen "${text}")
    string(REPLACE "${SEMICOLON}" ";" text "${text}")
    string(REPLACE "\\" "\\\\" escaped "${text}")
    string(REPLACE "\"" "\\\"" escaped "${escaped}")
    string(APPEND entries "\n#: ${HTML}\nmsgid \"${escaped}\"\nmsgstr \"\"\n")
  endforeach()
endforeach()
file(WRITE ${HTML_POT} "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n${entries}")
