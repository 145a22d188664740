# Widgets draw and never compute (docs/architecture.md): no source in widgets/ includes one of
# core's evaluation headers, or calls an evaluating function declared in a header a widget may
# include for its types. CTest runs it (test widgets_boundary) over every file in the folder,
# listed or not, so that a new file is checked too:
#   cmake -DWIDGETS_DIR=<source>/widgets -P cmake/CheckWidgetsBoundary.cmake
cmake_policy(VERSION 3.25)
if(NOT DEFINED WIDGETS_DIR)
  message(FATAL_ERROR "usage: cmake -DWIDGETS_DIR=<source>/widgets -P CheckWidgetsBoundary.cmake")
endif()

# core/<name>.h or core/<room>/<name>.h: what evaluates a scenario (the document, document/,
# asks for it).
set(forbidden_headers
  evaluate fitsearch flops inferencememory measuredefficiency memoryinputs planner pytorchactivations
  roofline steppeak steptime steptransients trainingmemory)
# Evaluating functions of headers allowed for their types: core/steptime/steptimeline.h (the
# timeline a chart draws), core/explain.h (the derivations the popup shows), gpu/sweepplan.h
# (the plan the GPU panel shows and runs; document/sweepplanning.h makes it); planLayouts
# (core/plan/planner.h: the Plan tab's search runs in document/planrunner.h); servingCurve
# (document/servingcurve.h: its points are the Serving view's type, the app evaluates them).
set(forbidden_calls buildStepTimeline evaluateTraced formulaCatalogue makePlan planLayouts servingCurve)
# Known exceptions, as the check names them (folder/file.cpp: call()): none today.
set(exceptions "")

# Every sub-folder too (charts/, controls/, ...): a file moved into one stays checked.
file(GLOB_RECURSE sources "${WIDGETS_DIR}/*.h" "${WIDGETS_DIR}/*.cpp")
if(NOT sources)
  message(FATAL_ERROR "no sources in ${WIDGETS_DIR}")
endif()
list(JOIN forbidden_headers "|" headers)
list(JOIN forbidden_calls "|" calls)
set(violations "")
set(excused "")
foreach(source IN LISTS sources)
  file(RELATIVE_PATH name "${WIDGETS_DIR}" "${source}")
  file(STRINGS "${source}" lines)
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "//.*$" "" code "${line}") # a comment may name what it must not call
    if(code MATCHES "^[ \t]*#[ \t]*include[ \t]*[\"<]core/([a-z]+/)?(${headers})\\.h[\">]")
      set(found "${name}: core/${CMAKE_MATCH_1}${CMAKE_MATCH_2}.h")
    elseif(code MATCHES "(^|[^A-Za-z0-9_])(${calls})[ \t]*\\(")
      set(found "${name}: ${CMAKE_MATCH_2}()")
    else()
      continue()
    endif()
    if(found IN_LIST exceptions)
      list(APPEND excused "${found}")
    else()
      list(APPEND violations "${found}")
    endif()
  endforeach()
endforeach()

list(LENGTH sources count)
if(violations)
  list(REMOVE_DUPLICATES violations)
  list(JOIN violations "\n  " text)
  message(FATAL_ERROR "widgets/ draws and never computes; these evaluate (move the work to document/):\n  ${text}")
endif()
list(REMOVE_DUPLICATES excused)
if(excused)
  message(STATUS "widgets/: ${count} files, no evaluation; known exceptions: ${excused}")
else()
  message(STATUS "widgets/: ${count} files, no evaluation")
endif()
