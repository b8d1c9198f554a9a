# FindCMocka: locates cmocka and provides the imported target CMocka::cmocka.
#
# Debian's libcmocka-dev ships a CMake config that only sets variables
# (CMOCKA_LIBRARIES, CMOCKA_INCLUDE_DIR) and no target, and other systems
# ship none at all; finding the header and library directly works on both.
find_path(CMOCKA_INCLUDE_DIR NAMES cmocka.h)
find_library(CMOCKA_LIBRARY NAMES cmocka)

include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(CMocka
  REQUIRED_VARS CMOCKA_LIBRARY CMOCKA_INCLUDE_DIR)

if(CMocka_FOUND AND NOT TARGET CMocka::cmocka)
  add_library(CMocka::cmocka UNKNOWN IMPORTED)
  set_target_properties(CMocka::cmocka PROPERTIES
    IMPORTED_LOCATION "${CMOCKA_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${CMOCKA_INCLUDE_DIR}")
endif()
mark_as_advanced(CMOCKA_INCLUDE_DIR CMOCKA_LIBRARY)
