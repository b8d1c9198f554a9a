# cmake/packaging.cmake - release artefacts (cpack).
#
# One command makes both artefacts of a release, from a build configured
# with -DCMAKE_INSTALL_PREFIX=/usr (Debian's multiarch library folder):
#
#   cmake --build build --target package package_source
#
# `package` is the .deb. Its files are exactly what `cmake --install` puts
# under the prefix, so there is no second list of files to keep in step;
# what Debian asks of every package and a plain install does not want
# (the copyright file, changelog.Debian.gz, the man pages compressed) is
# added to cpack's staging tree only, by this same file run again by cpack
# as a pre-build script (the first block below). With
# -DNQCNF_PACKAGE_SITE=DIR, a site folder the web build made
# (tests/web_build.sh: BUILD_DIR/site) goes in as documentation; it needs
# emscripten, so it is never built here.
#
# `package_source` is the source tree as nqueens-cnf-VERSION.tar.gz,
# without .git and the build trees.
#
# tests/release_test.sh unpacks the .deb and runs lintian on it.

# --- Run by cpack on its staging tree, before it packs the .deb ----------
if(DEFINED CPACK_NQCNF_STAGING_STEP)
  if(NOT CPACK_GENERATOR STREQUAL "DEB")
    return()
  endif()
  # cpack's DEB generator installs under /usr unless told otherwise (the
  # setting is left alone: the source package would take it too).
  if(NOT CPACK_PACKAGING_INSTALL_PREFIX)
    set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
  endif()
  set(root "${CPACK_TEMPORARY_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
  set(doc "${root}/share/doc/${CPACK_DEBIAN_PACKAGE_NAME}")
  set(source "${CPACK_NQCNF_SOURCE_DIR}")
  file(MAKE_DIRECTORY "${doc}")
  # gzip -9n: what lintian expects of a changelog and a man page (maximum
  # compression, no name or time stamp, so that two builds are the same).
  find_program(NQCNF_GZIP gzip)
  if(NOT NQCNF_GZIP)
    message(FATAL_ERROR "gzip is not installed: apt-get install gzip")
  endif()
  function(nqcnf_gzip file)
    execute_process(COMMAND "${NQCNF_GZIP}" -9nf "${file}" RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
      message(FATAL_ERROR "gzip -9n ${file} failed")
    endif()
  endfunction()
  function(nqcnf_staged_file path content)
    file(WRITE "${path}" "${content}")
    file(CHMOD "${path}" PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
  endfunction()

  # The copyright file: the project's LICENSE, and PicoSAT's notice when
  # the page (which has PicoSAT compiled into its module) comes along.
  file(READ "${source}/LICENSE" copyright)
  if(CPACK_NQCNF_PACKAGE_SITE)
    string(APPEND copyright "
The page in site/ has PicoSAT compiled into its WebAssembly module
(nqueens-cnf.wasm):

Copyright (c) 2006 - 2014, Armin Biere, Johannes Kepler University.
PicoSAT is released under the same terms as above (the MIT License).
")
  endif()
  nqcnf_staged_file("${doc}/copyright" "${copyright}")

  # What changed, as written: CHANGES.md is the upstream changelog.
  file(READ "${source}/CHANGES.md" changes)
  nqcnf_staged_file("${doc}/changelog" "${changes}")
  nqcnf_gzip("${doc}/changelog")

  # changelog.Debian: one entry per version of CHANGES.md ("## X.Y.Z"),
  # newest first as there, each item the headline of one of its points
  # (the bold words, or else the words before the first ':', ';', '.' or
  # '('). A version's heading may carry its date, "## 0.8.0 (2026-09-01)";
  # one without (in progress) is dated now, or SOURCE_DATE_EPOCH.
  file(STRINGS "${source}/CHANGES.md" lines)
  set(entries "")
  set(version "")
  set(items "")
  set(item "")
  set(when "")
  set(trailer " -- ${CPACK_DEBIAN_PACKAGE_MAINTAINER}")
  macro(nqcnf_flush_item)
    if(NOT item STREQUAL "")
      string(REGEX REPLACE "^- +" "" item "${item}")
      if(item MATCHES "^\\*\\*([^*]+)\\*\\*")
        set(item "${CMAKE_MATCH_1}")
      else()
        string(REGEX REPLACE "(: |; |\\. | \\().*$" "" item "${item}")
      endif()
      string(REPLACE "`" "" item "${item}")
      string(REGEX REPLACE "[.:]$" "" item "${item}")
      # Wrapped at 78 columns, continued under the item's first word.
      string(REPLACE " " ";" words "${item}")
      set(line "  *")
      foreach(word IN LISTS words)
        string(LENGTH "${line} ${word}" width)
        if(width GREATER 78)
          string(APPEND items "${line}\n")
          set(line "    ${word}")
        else()
          string(APPEND line " ${word}")
        endif()
      endforeach()
      string(APPEND items "${line}.\n")
      set(item "")
    endif()
  endmacro()
  macro(nqcnf_flush_version)
    nqcnf_flush_item()
    if(NOT version STREQUAL "")
      if(when STREQUAL "")
        if(DEFINED ENV{SOURCE_DATE_EPOCH})
          set(date_argument "@$ENV{SOURCE_DATE_EPOCH}")
        else()
          set(date_argument "now")
        endif()
      else()
        set(date_argument "${when} 12:00:00")
      endif()
      execute_process(COMMAND env LC_ALL=C date -u -R -d "${date_argument}"
        OUTPUT_VARIABLE date OUTPUT_STRIP_TRAILING_WHITESPACE
        RESULT_VARIABLE status)
      if(NOT status EQUAL 0)
        message(FATAL_ERROR "date cannot read '${date_argument}' (CHANGES.md, ${version})")
      endif()
      string(APPEND entries
        "${CPACK_DEBIAN_PACKAGE_NAME} (${version}-${CPACK_DEBIAN_PACKAGE_RELEASE}) unstable; urgency=medium\n\n"
        "  * Release ${version}; changelog.gz (CHANGES.md) says what changed.\n"
        "${items}\n${trailer}  ${date}\n\n")
    endif()
    set(items "")
  endmacro()
  foreach(text IN LISTS lines)
    if(text MATCHES "^## ([0-9]+\\.[0-9]+\\.[0-9]+)( \\(([0-9]+-[0-9]+-[0-9]+)\\))?")
      nqcnf_flush_version()
      set(version "${CMAKE_MATCH_1}")
      set(when "${CMAKE_MATCH_3}")
    elseif(version STREQUAL "")
    elseif(text MATCHES "^- ")
      nqcnf_flush_item()
      set(item "${text}")
    elseif(text MATCHES "^  +[^ ]" AND NOT item STREQUAL "")
      string(STRIP "${text}" text)
      string(APPEND item " ${text}")
    else()
      nqcnf_flush_item()
    endif()
  endforeach()
  nqcnf_flush_version()
  if(NOT entries MATCHES "\\(${CPACK_PACKAGE_VERSION}-")
    message(FATAL_ERROR "CHANGES.md has no section '## ${CPACK_PACKAGE_VERSION}': "
      "every version gets its entry before it is packaged")
  endif()
  string(REGEX REPLACE "\n\n$" "\n" entries "${entries}")
  nqcnf_staged_file("${doc}/changelog.Debian" "${entries}")
  nqcnf_gzip("${doc}/changelog.Debian")

  file(GLOB_RECURSE pages "${root}/share/man/*")
  foreach(page IN LISTS pages)
    if(NOT page MATCHES "\\.gz$")
      nqcnf_gzip("${page}")
    endif()
  endforeach()

  if(CPACK_NQCNF_PACKAGE_SITE)
    file(COPY "${CPACK_NQCNF_PACKAGE_SITE}/" DESTINATION "${doc}/site"
      FILE_PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ
      DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE
                            GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
  endif()
  return()
endif()

# --- Configure time ---------------------------------------------------------
# The staging step above needs CPACK_PRE_BUILD_SCRIPTS; an older cmake
# would pack a .deb without Debian's files, so it gets no package targets.
if(CMAKE_VERSION VERSION_LESS 3.19)
  message(STATUS "Release packages (package, package_source) need CMake 3.19 or later")
  return()
endif()

set(NQCNF_PACKAGE_SITE "" CACHE PATH
  "A built site folder of the page (tests/web_build.sh: BUILD_DIR/site) to ship in the .deb as documentation")
set(NQCNF_PACKAGE_MAINTAINER "The nqueens-cnf developers <nqueens-cnf@users.noreply.github.com>"
  CACHE STRING "The .deb's Maintainer: a name and <address>")
if(NQCNF_PACKAGE_SITE)
  get_filename_component(NQCNF_PACKAGE_SITE "${NQCNF_PACKAGE_SITE}" ABSOLUTE)
  foreach(file IN ITEMS index.html nqueens-cnf.js nqueens-cnf.wasm)
    if(NOT EXISTS "${NQCNF_PACKAGE_SITE}/${file}")
      message(FATAL_ERROR "NQCNF_PACKAGE_SITE=${NQCNF_PACKAGE_SITE} has no ${file}: "
        "give the site folder of a finished web build (tests/web_build.sh)")
    endif()
  endforeach()
endif()
if(NOT CMAKE_INSTALL_PREFIX STREQUAL "/usr")
  message(STATUS "The .deb installs under /usr; configure with "
    "-DCMAKE_INSTALL_PREFIX=/usr for Debian's library folder (${CMAKE_INSTALL_LIBDIR} now)")
endif()

# Values reach CPackConfig.cmake as written (regexes, the description).
set(CPACK_VERBATIM_VARIABLES ON)
set(CPACK_PACKAGE_NAME "${PROJECT_NAME}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_VENDOR "The nqueens-cnf developers")
set(CPACK_PACKAGE_CONTACT "${NQCNF_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "N-Queens puzzle as SAT instances (DIMACS CNF), and back")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_STRIP_FILES ON)
# Folders the staging install makes are 0755 whatever the umask.
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
  OWNER_READ OWNER_WRITE OWNER_EXECUTE
  GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

set(CPACK_GENERATOR "DEB")
set(CPACK_DEBIAN_PACKAGE_NAME "${PROJECT_NAME}")
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${NQCNF_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION "math")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
# The long description; cpack puts the summary above it.
set(CPACK_PACKAGE_DESCRIPTION
  "nqueens-cnf writes the N-Queens puzzle as a satisfiability problem for SAT
solvers (DIMACS CNF, SMT-LIB 2, OPB, KNF, CNF+), with several encodings
of the at-most-one constraints, symmetry breaking and given queens. It
reads a solver's answer back as a board, counts and lists solutions, and
checks a CNF written by hand against the reference, naming what is
missing or wrong.

This package holds the command with its man pages and bash completion,
and the C library libnqcnf (shared and static) with its headers,
pkg-config files and CMake package.")
# Depends: from the libraries the command and libnqcnf.so load
# (dpkg-shlibdeps); the shlibs file lets other packages depend on
# libnqcnf the same way. The soname carries the ABI (the minor version
# while 0.x), so any later package of the same soname will do.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY ">=")
# libnqcnf.a (nqcnf::nqcnf, nqcnf-static.pc) also needs CaDiCaL's static
# library at link time, which no shared library brings in.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "libcadical-dev, bash-completion")
# libnqcnf.so in the loader's folders: ldconfig runs by dpkg's trigger,
# as Debian asks (cpack's own postinst and postrm also call it, which
# lintian only warns about).
set(nqcnf_triggers "${CMAKE_CURRENT_BINARY_DIR}/deb-control/triggers")
file(WRITE "${nqcnf_triggers}" "activate-noawait ldconfig\n")
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA "${nqcnf_triggers}")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_PRE_BUILD_SCRIPTS "${CMAKE_CURRENT_LIST_FILE}")
set(CPACK_NQCNF_STAGING_STEP ON)
set(CPACK_NQCNF_SOURCE_DIR "${PROJECT_SOURCE_DIR}")
set(CPACK_NQCNF_PACKAGE_SITE "${NQCNF_PACKAGE_SITE}")

# The source tarball: everything but version control, build trees
# (build/ and build-*/ as .gitignore has them, and this build's own folder
# wherever it is) and what editors and Python leave behind.
set(CPACK_SOURCE_GENERATOR "TGZ")
set(CPACK_SOURCE_PACKAGE_FILE_NAME "${PROJECT_NAME}-${PROJECT_VERSION}")
function(nqcnf_regex_escape text output)
  string(REGEX REPLACE "([][+.*()^$?|\\\\{}])" "\\\\\\1" text "${text}")
  set(${output} "${text}" PARENT_SCOPE)
endfunction()
nqcnf_regex_escape("${PROJECT_SOURCE_DIR}" nqcnf_source_regex)
set(CPACK_SOURCE_IGNORE_FILES
  "/\\.git/" "/\\.git$"
  "^${nqcnf_source_regex}/build/" "^${nqcnf_source_regex}/build-[^/]*/"
  "/__pycache__/" "\\.pyc$" "~$" "\\.swp$" "/_CPack_Packages/")
if(NOT PROJECT_BINARY_DIR STREQUAL PROJECT_SOURCE_DIR)
  nqcnf_regex_escape("${PROJECT_BINARY_DIR}" nqcnf_binary_regex)
  list(APPEND CPACK_SOURCE_IGNORE_FILES "^${nqcnf_binary_regex}/")
endif()

include(CPack)
