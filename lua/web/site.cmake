# site.cmake — writes the static site (lua/web/CMakeLists.txt, target site): cmake -DPAGE=DIR
# -DSITE=DIR -DFILES="a|b|..." -DI18N=DIR -DSW=sw.js.in -DVERSION=x.y.z -P site.cmake. The page's files are
# copied as they are, but for index.html, whose head gains what only the site has: the module's
# worker named in <meta name="kharbaga-worker"> (the page then asks the module instead of a
# server: lua/serve/page/api_worker.js), the policy the server sends as a header, the web app
# manifest and the service worker's registration (offline.js), a modulepreload link for each
# module the page's scripts and preloaded modules import, however deep (without it each level of
# imports is one more round trip before the module's worker can start). FILES are copied beside
# them, and the page's catalogs (I18N: CODE.json, languages.json) into i18n/; a hash of their contents (the module,
# its worker, the gallery) names the build whose answers the page may keep (data-build:
# lua/serve/page/answer_cache.js).
# Last, sw.js is written from SW with the list of the site's files and the build's version:
# VERSION and a hash of every file's name and contents, so that any change makes a new version.

cmake_minimum_required(VERSION 3.18) # as the project: IN_LIST in if(), list(POP_FRONT)

# The modules `entries` import statically (import ... from './x.js', export ... from, import
# './x.js'), however deep, into the variable `out`.
function(static_imports entries out)
  set(seen "")
  set(todo ${entries})
  while(todo)
    list(POP_FRONT todo name)
    if(name IN_LIST seen OR NOT EXISTS ${PAGE}/${name})
      continue()
    endif()
    list(APPEND seen ${name})
    file(READ ${PAGE}/${name} code)
    string(REGEX MATCHALL "(from|import) +['\"]\\./[A-Za-z0-9_]+\\.m?js['\"]" found "${code}")
    foreach(f ${found})
      string(REGEX REPLACE ".*['\"]\\./([A-Za-z0-9_]+\\.m?js)['\"]" "\\1" f "${f}")
      list(APPEND todo ${f})
    endforeach()
  endwhile()
  set(${out} ${seen} PARENT_SCOPE)
endfunction()

# The build of the answers: every file of FILES, by name and contents.
string(REPLACE "|" ";" files "${FILES}")
set(answers_from "")
foreach(f ${files})
  get_filename_component(name ${f} NAME)
  file(SHA256 ${f} hash)
  string(APPEND answers_from "${name} ${hash}\n")
endforeach()
string(SHA256 build "${answers_from}")
string(SUBSTRING ${build} 0 16 build)

file(REMOVE_RECURSE ${SITE})
file(MAKE_DIRECTORY ${SITE})
file(GLOB page_files ${PAGE}/*)
foreach(f ${page_files})
  get_filename_component(name ${f} NAME)
  if(name STREQUAL "index.html")
    file(READ ${f} html)
    string(FIND "${html}" "<meta charset=\"utf-8\">" at)
    if(at LESS 0)
      message(FATAL_ERROR "site.cmake: no <meta charset=\"utf-8\"> in ${f} to put the worker's name after")
    endif()
    set(head [=[<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'">
<meta name="kharbaga-worker" content="worker.mjs" data-build="@build@">
<meta name="theme-color" content="#5b4631">
<link rel="manifest" href="manifest.webmanifest">
<link rel="stylesheet" href="offline.css">
<script type="module" src="offline.js"></script>]=])
    # the page's module scripts and the modules it preloads already (a view's, loaded on demand)
    string(REGEX MATCHALL "<script type=\"module\" src=\"[^\"]+\"" scripts "${html}")
    string(REGEX REPLACE "<script type=\"module\" src=\"([^\"]+)\"" "\\1" scripts "${scripts}")
    string(REGEX MATCHALL "<link rel=\"modulepreload\" href=\"[^\"]+\"" preloaded "${html}")
    string(REGEX REPLACE "<link rel=\"modulepreload\" href=\"([^\"]+)\"" "\\1" preloaded "${preloaded}")
    static_imports("${scripts};${preloaded}" modules)
    foreach(m ${modules})
      if(NOT m IN_LIST scripts AND NOT m IN_LIST preloaded)
        string(APPEND head "\n<link rel=\"modulepreload\" href=\"${m}\">")
      endif()
    endforeach()
    string(REPLACE "@build@" "${build}" head "${head}")
    string(REPLACE "<meta charset=\"utf-8\">" "${head}" html "${html}")
    file(WRITE ${SITE}/index.html "${html}")
  else()
    file(COPY ${f} DESTINATION ${SITE})
  endif()
endforeach()
foreach(f ${files})
  file(COPY ${f} DESTINATION ${SITE})
endforeach()
file(COPY ${I18N}/ DESTINATION ${SITE}/i18n)

# The service worker: every file of the site (but itself) to keep, and the version.
file(GLOB_RECURSE site_files RELATIVE ${SITE} ${SITE}/*)
list(SORT site_files)
set(listed "")
set(contents "")
foreach(name ${site_files})
  file(SHA256 ${SITE}/${name} hash)
  string(APPEND contents "${name} ${hash}\n")
  if(listed)
    string(APPEND listed ", ")
  endif()
  string(APPEND listed "'${name}'")
endforeach()
string(SHA256 hash "${contents}")
string(SUBSTRING ${hash} 0 12 hash)
set(SITE_VERSION "${VERSION}-${hash}")
set(SITE_FILES "${listed}")
configure_file(${SW} ${SITE}/sw.js @ONLY)
message(STATUS "site version ${SITE_VERSION}: ${SITE}")
