# FindCaDiCaL: locates CaDiCaL's C interface and provides CaDiCaL::cadical.
#
# Debian's libcadical-dev installs ccadical.h and a static, position-
# independent libcadical.a but neither a pkg-config file nor a CMake
# package. The library is C++: a C program that links it also needs the
# C++ runtime (libstdc++) and libm, so the imported target carries them
# as its interface link, and C-only consumers link it like any C library.
# Sets CaDiCaL_FOUND, CaDiCaL_INCLUDE_DIR (holding ccadical.h) and
# CaDiCaL_LIBRARY.
find_path(CaDiCaL_INCLUDE_DIR NAMES ccadical.h)
find_library(CaDiCaL_LIBRARY NAMES cadical)

include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(CaDiCaL
  REQUIRED_VARS CaDiCaL_LIBRARY CaDiCaL_INCLUDE_DIR)

if(CaDiCaL_FOUND AND NOT TARGET CaDiCaL::cadical)
  add_library(CaDiCaL::cadical UNKNOWN IMPORTED)
  set_target_properties(CaDiCaL::cadical PROPERTIES
    IMPORTED_LOCATION "${CaDiCaL_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${CaDiCaL_INCLUDE_DIR}"
    INTERFACE_LINK_LIBRARIES "stdc++;m")
endif()
mark_as_advanced(CaDiCaL_INCLUDE_DIR CaDiCaL_LIBRARY)
