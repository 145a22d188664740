# The linker. lld links the project's ~140 test executables about three times as fast as GNU ld
# (docs/speed.md, "CI"), so it is used where it is installed and the compiler takes it; else the
# toolchain's default. Only C++ links: nvcc's links keep their own.
option(ROOFLAB_LLD "Link C++ executables and libraries with lld where it is installed" ON)
if(ROOFLAB_LLD)
  include(CheckLinkerFlag)
  check_linker_flag(CXX "-fuse-ld=lld" ROOFLAB_LINKER_LLD)
  if(ROOFLAB_LINKER_LLD)
    add_link_options("$<$<LINK_LANGUAGE:CXX>:-fuse-ld=lld>")
  endif()
endif()
add_feature_info(lld ROOFLAB_LINKER_LLD "links with lld (ROOFLAB_LLD)")
