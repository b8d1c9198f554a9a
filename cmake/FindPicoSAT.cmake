# FindPicoSAT: locates the PicoSAT library and provides PicoSAT::picosat.
#
# Debian's picosat package installs picosat/picosat.h and libpicosat.so but
# neither a pkg-config file nor a CMake package, so the header and the
# library are searched for directly. Sets PicoSAT_FOUND,
# PicoSAT_INCLUDE_DIR (the directory holding picosat/picosat.h) and
# PicoSAT_LIBRARY.
find_path(PicoSAT_INCLUDE_DIR NAMES picosat/picosat.h)
find_library(PicoSAT_LIBRARY NAMES picosat)

include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(PicoSAT
  REQUIRED_VARS PicoSAT_LIBRARY PicoSAT_INCLUDE_DIR)

if(PicoSAT_FOUND AND NOT TARGET PicoSAT::picosat)
  add_library(PicoSAT::picosat UNKNOWN IMPORTED)
  set_target_properties(PicoSAT::picosat PROPERTIES
    IMPORTED_LOCATION "${PicoSAT_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${PicoSAT_INCLUDE_DIR}")
endif()
mark_as_advanced(PicoSAT_INCLUDE_DIR PicoSAT_LIBRARY)
