/*
 * fuzz_target.h - the two functions every target of fuzz/ defines.
 *
 * libFuzzer calls them, and so does replay_main.c, which turns a target
 * into a plain program that replays its corpus: declared once here, so
 * both builds compile each target against the same prototypes. Every
 * target defines LLVMFuzzerInitialize, even an empty one, so that the
 * replay needs no weak symbols.
 */
#ifndef NQCNF_FUZZ_TARGET_H
#define NQCNF_FUZZ_TARGET_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#endif
