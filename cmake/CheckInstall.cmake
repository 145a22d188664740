# CTest script: installs the build tree BUILD_DIR under a scratch PREFIX (cmake --install) and
# fails unless every file a desktop expects is there; validates the AppStream metadata, the
# desktop entry and the MIME type with appstreamcli, desktop-file-validate and
# update-mime-database where they are installed (each one missing is reported, not failed).
# Usage: cmake -DBUILD_DIR=... -DPREFIX=... -DAPPSTREAM_ID=... -P CheckInstall.cmake
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}"
                OUTPUT_QUIET ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed: ${err}")
endif()
set(expected
  bin/rooflab bin/rooflab-calc bin/rooflab-bench
  share/applications/rooflab.desktop
  share/icons/hicolor/scalable/apps/rooflab.svg
  share/metainfo/${APPSTREAM_ID}.metainfo.xml
  share/mime/packages/rooflab.xml
  share/man/man1/rooflab.1.gz share/man/man1/rooflab-calc.1.gz share/man/man1/rooflab-bench.1.gz
  share/doc/rooflab/copyright)
foreach(path IN LISTS expected)
  if(NOT EXISTS "${PREFIX}/${path}")
    message(FATAL_ERROR "cmake --install did not install ${path}")
  endif()
endforeach()

function(check_with tool)
  find_program(found ${tool} NO_CACHE)
  if(NOT found)
    message(STATUS "${tool} not installed: not checked")
    return()
  endif()
  execute_process(COMMAND "${found}" ${ARGN} OUTPUT_VARIABLE out ERROR_VARIABLE out RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${tool} ${ARGN} failed:\n${out}")
  endif()
  message(STATUS "${tool}: passed")
endfunction()
check_with(appstreamcli validate --no-net "${PREFIX}/share/metainfo/${APPSTREAM_ID}.metainfo.xml")
check_with(desktop-file-validate "${PREFIX}/share/applications/rooflab.desktop")
check_with(update-mime-database "${PREFIX}/share/mime")

# A scenario file by its name is the RoofLab type (the compiled globs of update-mime-database).
if(EXISTS "${PREFIX}/share/mime/globs2")
  file(READ "${PREFIX}/share/mime/globs2" globs)
  if(NOT globs MATCHES "application/x-rooflab-scenario:\\*\\.rooflab\\.json")
    message(FATAL_ERROR "share/mime/globs2 has no *.rooflab.json for application/x-rooflab-scenario")
  endif()
endif()
message(STATUS "installed ${PREFIX}: ${expected}")
