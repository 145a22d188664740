# What an installed RoofLab needs beside its programs, and the Debian package (issue 49):
#   cmake --install build/default --prefix /usr          (or DESTDIR=... for a staging root)
#   scripts/rooflab.sh package                             (a .deb through CPack)
# The lectures, the measured GPUs, the databases and the translations (.qm) are compiled into
# the programs (app/desktop/CMakeLists.txt, core/CMakeLists.txt): nothing else is read at run
# time, so only the desktop integration and the manual pages are installed as files.

# The AppStream metadata, the manual pages: their version and date are project()'s.
set(ROOFLAB_APPSTREAM_ID io.github.rooflab.RoofLab)
configure_file("${PROJECT_SOURCE_DIR}/resources/rooflab.metainfo.xml.in"
               "${PROJECT_BINARY_DIR}/generated/${ROOFLAB_APPSTREAM_ID}.metainfo.xml" @ONLY)
set(ROOFLAB_MAN_PAGES rooflab-calc rooflab-bench)
if(ROOFLAB_BUILD_GUI)
  list(PREPEND ROOFLAB_MAN_PAGES rooflab)
endif()
set(_rooflab_man_gz "")
foreach(page IN LISTS ROOFLAB_MAN_PAGES)
  set(_man "${PROJECT_BINARY_DIR}/generated/man/${page}.1")
  configure_file("${PROJECT_SOURCE_DIR}/resources/man/${page}.1.in" "${_man}" @ONLY)
  # Compressed, as Debian installs manual pages (-n: no time stamp, the same bytes each build).
  add_custom_command(OUTPUT "${_man}.gz" COMMAND gzip -9nkf "${_man}" DEPENDS "${_man}" VERBATIM)
  list(APPEND _rooflab_man_gz "${_man}.gz")
  install(FILES "${_man}.gz" DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endforeach()
add_custom_target(rooflab_man_pages ALL DEPENDS ${_rooflab_man_gz})

# The licence, where Debian keeps each package's (share/doc/<package>/copyright).
install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/rooflab RENAME copyright)

if(ROOFLAB_BUILD_GUI)
  # The .desktop file and the scalable icon are installed by app/desktop/CMakeLists.txt.
  install(FILES "${PROJECT_BINARY_DIR}/generated/${ROOFLAB_APPSTREAM_ID}.metainfo.xml"
          DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  # Scenario files (*.rooflab.json): a double-click opens them in RoofLab.
  install(FILES "${PROJECT_SOURCE_DIR}/resources/rooflab-mime.xml"
          DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME rooflab.xml)
endif()

# Each manual page names every option of its program's --help (CTest man_<program>).
if(ROOFLAB_BUILD_TESTS)
  foreach(page IN LISTS ROOFLAB_MAN_PAGES)
    add_test(NAME man_${page}
             COMMAND "${CMAKE_COMMAND}" "-DPROGRAM=$<TARGET_FILE:${page}>"
                     "-DMAN_PAGE=${PROJECT_BINARY_DIR}/generated/man/${page}.1"
                     -P "${PROJECT_SOURCE_DIR}/cmake/CheckManPage.cmake")
    set_tests_properties(man_${page} PROPERTIES ENVIRONMENT "QT_QPA_PLATFORM=offscreen" LABELS package)
  endforeach()
endif()

# What `cmake --install` puts where a desktop looks, validated (CTest install_tree).
if(ROOFLAB_BUILD_TESTS AND ROOFLAB_BUILD_GUI)
  add_test(NAME install_tree
           COMMAND "${CMAKE_COMMAND}" "-DBUILD_DIR=${PROJECT_BINARY_DIR}"
                   "-DPREFIX=${PROJECT_BINARY_DIR}/install-check" "-DAPPSTREAM_ID=${ROOFLAB_APPSTREAM_ID}"
                   -P "${PROJECT_SOURCE_DIR}/cmake/CheckInstall.cmake")
  set_tests_properties(install_tree PROPERTIES LABELS package)
endif()

# CPack: one Debian package, its dependencies found by dpkg-shlibdeps from the programs' own
# libraries (Debian's Qt 6, QCustomPlot, libstdc++), so they are Debian's package names.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME rooflab)
set(CPACK_PACKAGE_VENDOR "The RoofLab authors")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
# Debian's synopsis line: under 80 characters.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "GPU memory, roofline and step-time calculator for LLM training and serving")
set(CPACK_PACKAGE_CONTACT "The RoofLab authors <rooflab@example.invalid>")
set(CPACK_PACKAGE_INSTALL_DIRECTORY RoofLab)
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded at run time, so dpkg-shlibdeps cannot see them: Qt's own translations (dialog buttons
# in de/es/fr/zh_CN), the platform themes, a font with Chinese glyphs.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, qt6-qpa-plugins, fonts-noto-cjk")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "RoofLab sizes the training and serving of large language models before anyone spends a\nGPU-hour: per-GPU memory against the card's capacity, the model's operations on the\nGPU's roofline and the time of one training step, each figure with its formula and\nsource. rooflab is the desktop application, rooflab-calc the same accounting on the\ncommand line, rooflab-bench measures a CUDA GPU.")
include(CPack)
