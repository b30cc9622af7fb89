/* replay.c - runs the fuzz target over files without libFuzzer.
 *
 *   replay FILE_OR_DIR...
 *
 * Calls LLVMFuzzerTestOneInput once per file (directories are read one
 * level deep), so the corpus found by `make fuzz` stays a regression test
 * under any compiler, with or without sanitizers.  Prints how many inputs
 * ran; a crash is the failure signal.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "replay: cannot open %s\n", path);
    return -1;
  }
  size_t cap = 4096, len = 0;
  uint8_t *buf = malloc(cap);
  size_t got;
  while (buf && (got = fread(buf + len, 1, cap - len, f)) > 0) {
    len += got;
    if (len == cap) {
      uint8_t *bigger = realloc(buf, cap *= 2);
      if (!bigger) {
        free(buf);
        buf = NULL;
      }
      buf = bigger;
    }
  }
  fclose(f);
  if (!buf) return -1;
  LLVMFuzzerTestOneInput(buf, len);
  free(buf);
  return 0;
}

int main(int argc, char **argv) {
  unsigned count = 0;
  int status = 0;
  for (int i = 1; i < argc; i++) {
    struct stat st;
    if (stat(argv[i], &st) != 0) {
      fprintf(stderr, "replay: cannot stat %s\n", argv[i]);
      status = 1;
      continue;
    }
    if (!S_ISDIR(st.st_mode)) {
      status |= run_file(argv[i]) != 0;
      count++;
      continue;
    }
    DIR *dir = opendir(argv[i]);
    struct dirent *e;
    while (dir && (e = readdir(dir))) {
      if (e->d_name[0] == '.') continue;
      char path[4096];
      snprintf(path, sizeof path, "%s/%s", argv[i], e->d_name);
      status |= run_file(path) != 0;
      count++;
    }
    if (dir) closedir(dir);
  }
  printf("replay: %u inputs\n", count);
  return status;
}
