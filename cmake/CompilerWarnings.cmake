# Warnings every target of the project is built with, and the optional
# sanitizer build. Kept in one function so the library, the command, the
# examples and the tests cannot drift apart.
function(nqcnf_set_warnings target)
  if(CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(${target} PRIVATE
      -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
      -Wstrict-prototypes -Wmissing-prototypes -Wformat=2 -Wcast-qual
      -Wvla -Wundef)
    if(NQCNF_WARNINGS_AS_ERRORS)
      target_compile_options(${target} PRIVATE -Werror)
    endif()
    if(NQCNF_SANITIZE)
      target_compile_options(${target} PRIVATE
        -fsanitize=address,undefined -fno-sanitize-recover=all
        -fno-omit-frame-pointer)
      target_link_options(${target} PRIVATE -fsanitize=address,undefined)
    endif()
  endif()
endfunction()
