# CTest script: runs PROGRAM --version and fails unless it prints exactly EXPECTED
# ("rooflab-calc 1.2.3", the version of project() in CMakeLists.txt) and exits 0.
# Usage: cmake -DPROGRAM=path -DEXPECTED="name version" -P CheckVersion.cmake
execute_process(COMMAND "${PROGRAM}" --version
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
string(STRIP "${out}" out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${PROGRAM} --version exited with ${rc}: ${err}")
endif()
if(NOT out STREQUAL EXPECTED)
  message(FATAL_ERROR "${PROGRAM} --version printed \"${out}\", expected \"${EXPECTED}\"")
endif()
message(STATUS "${out}")
