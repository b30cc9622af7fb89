# Makefile - builds, tests, fuzzes, benchmarks and installs bufopt.
#
#   make                 build/libbufopt.a, build/libbufopt.so (-> .so.0 ->
#                        .so.0.1.0), build/bufopt
#   make run             bufferize the bundled example (examples/mlp.mlir) and run it
#   make check           unit tests + lit tests + fuzz corpus replay + interop;
#                        ends with one line "N passed, M failed"
#   make check SANITIZE=1   the same, built with ASan+UBSan into build-san/
#   make fuzz            libFuzzer on the parser, then on the passes (fuzz_passes.c),
#                        FUZZ_SECONDS (60) seconds each
#   make pgo             the release build: profile-guided (build-pgo/bufopt)
#   make bench           bench/run.sh: bufopt (the pgo build; PGO=0: build/) vs
#                        mlir-opt on generated inputs
#   make install PREFIX=/usr/local
#   make clean
#
# Every src/*/*.c is part of the library, so a new file in any src/ folder
# builds without touching this file.  Objects mirror the sources:
# build/src/ir/parser.o; the shared library uses -fPIC copies under
# build/pic/.  Header dependencies are tracked with -MMD.
#
# The ABI: the library is compiled with -fvisibility=hidden, so only the
# declarations the public headers mark BO_API (include/bufopt/api.h) are
# exported by libbufopt.so (soname libbufopt.so.$(SOVERSION)).  libbufopt.a
# holds one relocatable object of the whole library (ld -r) whose hidden
# symbols are made local (objcopy --localize-hidden): a program linking it
# sees only the bo_ API and may define its own heap_alloc or lexer_init.  It
# is plain code (no LTO sections), so linking it never starts an LTO link.
# The driver links the objects themselves (with LTO); the unit tests, which
# look inside the library, link $(B)/libbufopt-internal.a (the objects
# as they are, every symbol global).

CC ?= cc
OPT ?= -O3 -g
CFLAGS ?= $(OPT)
CFLAGS += -std=c11 -Wall -Wextra -Wno-unused-parameter
CPPFLAGS += -Iinclude -D_POSIX_C_SOURCE=200809L
VERSION := 0.1.0
SOVERSION := 0
LIB_CFLAGS := -fvisibility=hidden
LDLIBS += -lm
OBJCOPY ?= objcopy
PREFIX ?= /usr/local
LLVM_BIN ?= /usr/lib/llvm-22/bin
FUZZ_SECONDS ?= 60
# bo_assert (src/support/assert.h): on in the development and sanitizer
# builds, off in the release build (make pgo) or with ASSERTS=0.
ASSERTS ?= 1
ifeq ($(ASSERTS),1)
CPPFLAGS += -DBO_ASSERTS
endif

# Link-time optimisation of the library into the driver and the shared
# library (about -10% instructions on the round trip).  The objects are fat
# (LTO bytecode + ordinary code): the driver links them with LTO, the unit
# tests (-fno-lto) their ordinary code, and libbufopt.a keeps only the
# ordinary code, so library users need no LTO plugin and never start an LTO
# link.  Off under SANITIZE=1 and with `make LTO=`.
LTO ?= -flto=auto
B := build
ifeq ($(SANITIZE),1)
B := build-san
LTO :=
SAN := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
CFLAGS += $(SAN)
LDFLAGS += $(SAN)
endif
LTO_FAT := $(if $(LTO),$(LTO) -ffat-lto-objects)
# gcc's linker plugin would optimize the fat objects at link time even
# without -flto: the test programs opt out (a whole-library LTO per test
# binary costs minutes).
NO_LTO := $(if $(LTO),-fno-lto)

SRC := $(wildcard src/*/*.c)
OBJ := $(SRC:%.c=$(B)/%.o)
PIC_OBJ := $(SRC:%.c=$(B)/pic/%.o)
UNIT_SRC := $(wildcard test/unit/test_*.c)
UNIT_BIN := $(UNIT_SRC:%.c=$(B)/%)
HEADERS := $(wildcard include/bufopt/*.h)

.PHONY: all run check prereqs fuzz bench pgo install uninstall clean
.DEFAULT_GOAL := all

all: $(B)/libbufopt.a $(B)/libbufopt.so $(B)/bufopt

$(B)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LIB_CFLAGS) $(LTO_FAT) -MMD -MP -c $< -o $@

$(B)/pic/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LIB_CFLAGS) $(LTO) -fPIC -MMD -MP -c $< -o $@

# The public archive: one object, internals local, LTO sections dropped
# (ld -r without the plugin keeps the fat objects' ordinary code).
$(B)/libbufopt.a: $(OBJ)
	@rm -f $@ $(B)/libbufopt.o
	$(LD) -r $^ -o $(B)/libbufopt.o
	$(OBJCOPY) --localize-hidden --remove-section='.gnu.lto_*' \
	  --remove-section=.gnu.debuglto_\* --strip-symbol=__gnu_lto_v1 \
	  --strip-symbol=__gnu_lto_slim $(B)/libbufopt.o
	ar rcs $@ $(B)/libbufopt.o

$(B)/libbufopt-internal.a: $(OBJ)
	@rm -f $@
	ar rcs $@ $^

$(B)/libbufopt.so.$(VERSION): $(PIC_OBJ)
	$(CC) $(CFLAGS) $(LTO) $(LDFLAGS) -shared -Wl,-soname,libbufopt.so.$(SOVERSION) $^ \
	  $(LDLIBS) -o $@

$(B)/libbufopt.so: $(B)/libbufopt.so.$(VERSION)
	ln -sf libbufopt.so.$(VERSION) $(B)/libbufopt.so.$(SOVERSION)
	ln -sf libbufopt.so.$(SOVERSION) $@

$(B)/bufopt: $(B)/tools/bufopt.o $(OBJ)
	$(CC) $(CFLAGS) $(LTO) $(LDFLAGS) $^ $(LDLIBS) -o $@

# Unit tests may look inside the library (src/ on the include path).
$(B)/test/unit/%: test/unit/%.c test/unit/check.h $(B)/libbufopt-internal.a $(HEADERS) \
  $(wildcard src/*/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) -Isrc $(CFLAGS) $(NO_LTO) $< $(B)/libbufopt-internal.a $(LDFLAGS) $(LDLIBS) -o $@

# The fuzz target's function replayed over the corpus (no libFuzzer needed).
$(B)/test/fuzz/replay: test/fuzz/replay.c test/fuzz/fuzz_parse.c $(B)/libbufopt.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(NO_LTO) test/fuzz/replay.c test/fuzz/fuzz_parse.c $(B)/libbufopt.a \
	  $(LDFLAGS) $(LDLIBS) -o $@

$(B)/test/fuzz/replay_passes: test/fuzz/replay.c test/fuzz/fuzz_passes.c $(B)/libbufopt.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(NO_LTO) test/fuzz/replay.c test/fuzz/fuzz_passes.c $(B)/libbufopt.a \
	  $(LDFLAGS) $(LDLIBS) -o $@

# The main job on the bundled example: the tensor program, its run in the
# interpreter, the buffer program --bufferization-pipeline makes of it, and
# that program's run with the checked heap's report (every buffer freed).
run: $(B)/bufopt
	@echo '== examples/mlp.mlir run in the interpreter (tensors)'
	$(B)/bufopt examples/mlp.mlir --run
	@echo '== bufopt examples/mlp.mlir --bufferization-pipeline'
	$(B)/bufopt examples/mlp.mlir --bufferization-pipeline -o $(B)/mlp.buffers.mlir
	@cat $(B)/mlp.buffers.mlir
	@echo '== the buffer program run with the checked heap'
	$(B)/bufopt $(B)/mlp.buffers.mlir --run --heap-report

prereqs:
	@scripts/ensure-llvm-tools.sh $(LLVM_BIN)

check: prereqs all $(UNIT_BIN) $(B)/test/fuzz/replay $(B)/test/fuzz/replay_passes
	@BUFOPT_BUILD=$(B) LLVM_BIN=$(LLVM_BIN) test/run_tests.sh

# libFuzzer needs clang; the whole library is compiled into the target.
FUZZ_DIR := build-fuzz
$(FUZZ_DIR)/fuzz_parse: $(SRC) test/fuzz/fuzz_parse.c $(HEADERS) $(wildcard src/*/*.h)
	@scripts/ensure-fuzz-tools.sh
	@mkdir -p $(FUZZ_DIR)
	clang $(CPPFLAGS) -std=c11 -O1 -g -fsanitize=fuzzer,address,undefined \
	  -fno-sanitize-recover=undefined $(SRC) test/fuzz/fuzz_parse.c -lm -o $@

# The pass-level target: valid tensor programs made from the bytes, every
# pipeline and the interpreter, outputs compared (test/fuzz/fuzz_passes.c).
$(FUZZ_DIR)/fuzz_passes: $(SRC) test/fuzz/fuzz_passes.c $(HEADERS) $(wildcard src/*/*.h)
	@scripts/ensure-fuzz-tools.sh
	@mkdir -p $(FUZZ_DIR)
	clang $(CPPFLAGS) -std=c11 -O1 -g -fsanitize=fuzzer,address,undefined \
	  -fno-sanitize-recover=undefined $(SRC) test/fuzz/fuzz_passes.c -lm -o $@

fuzz: $(FUZZ_DIR)/fuzz_parse $(FUZZ_DIR)/fuzz_passes
	@mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/corpus-passes
	$(FUZZ_DIR)/fuzz_parse -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=10 \
	  $(FUZZ_DIR)/corpus test/fuzz/corpus
	$(FUZZ_DIR)/fuzz_passes -max_total_time=$(FUZZ_SECONDS) -max_len=256 -timeout=30 \
	  $(FUZZ_DIR)/corpus-passes test/fuzz/corpus-passes

# The release build, profile-guided (like CPython's --enable-optimizations):
# an instrumented driver (-fprofile-generate) runs scripts/pgo-train.sh (the
# round trip of the test files and of a layer chain, the main job, the
# interpreter), then the same sources are built again with -fprofile-use and
# LTO into the same object paths (gcc finds each object's profile by its
# path).  Always rebuilt from scratch: about twice a normal build.
PGO_B := build-pgo
PGO_DIR := $(CURDIR)/$(PGO_B)/profile
pgo:
	rm -rf $(PGO_B)
	$(MAKE) --no-print-directory B=$(PGO_B) LTO= SANITIZE= ASSERTS=0 \
	  OPT="$(OPT) -fprofile-generate=$(PGO_DIR) -fprofile-update=single" \
	  LDFLAGS="$(LDFLAGS) -fprofile-generate=$(PGO_DIR)" $(PGO_B)/bufopt
	scripts/pgo-train.sh $(PGO_B)/bufopt
	find $(PGO_B) -name '*.o' -delete
	rm -f $(PGO_B)/bufopt $(PGO_B)/libbufopt.a
	$(MAKE) --no-print-directory B=$(PGO_B) SANITIZE= ASSERTS=0 \
	  OPT="$(OPT) -fprofile-use=$(PGO_DIR) -fprofile-partial-training -Wno-missing-profile" \
	  $(PGO_B)/bufopt

ifeq ($(PGO),0)
bench: $(B)/bufopt
	BUFOPT=$(B)/bufopt LLVM_BIN=$(LLVM_BIN) bench/run.sh
else
bench: pgo
	BUFOPT=$(PGO_B)/bufopt LLVM_BIN=$(LLVM_BIN) bench/run.sh
endif

install: all
	install -d $(DESTDIR)$(PREFIX)/include/bufopt $(DESTDIR)$(PREFIX)/lib/pkgconfig \
	  $(DESTDIR)$(PREFIX)/bin
	install -m 644 $(HEADERS) $(DESTDIR)$(PREFIX)/include/bufopt/
	install -m 644 $(B)/libbufopt.a $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(B)/libbufopt.so.$(VERSION) $(DESTDIR)$(PREFIX)/lib/
	ln -sf libbufopt.so.$(VERSION) $(DESTDIR)$(PREFIX)/lib/libbufopt.so.$(SOVERSION)
	ln -sf libbufopt.so.$(SOVERSION) $(DESTDIR)$(PREFIX)/lib/libbufopt.so
	install -m 755 $(B)/bufopt $(DESTDIR)$(PREFIX)/bin/
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(VERSION)|g' bufopt.pc.in \
	  > $(DESTDIR)$(PREFIX)/lib/pkgconfig/bufopt.pc

uninstall:
	rm -rf $(DESTDIR)$(PREFIX)/include/bufopt
	rm -f $(DESTDIR)$(PREFIX)/lib/libbufopt.a $(DESTDIR)$(PREFIX)/lib/libbufopt.so \
	  $(DESTDIR)$(PREFIX)/lib/libbufopt.so.$(SOVERSION) $(DESTDIR)$(PREFIX)/lib/libbufopt.so.$(VERSION) \
	  $(DESTDIR)$(PREFIX)/lib/pkgconfig/bufopt.pc $(DESTDIR)$(PREFIX)/bin/bufopt

clean:
	rm -rf build build-san build-fuzz build-pgo test/Output test/*/Output

-include $(OBJ:.o=.d) $(PIC_OBJ:.o=.d) $(B)/tools/bufopt.d

# ------------------------------------------------------------ interpreter
# (issue 3) test/runtime/heap_counter.c is loaded into mlir-runner by
# scripts/difftest.sh to count the heap use of upstream-lowered programs; it
# is built without the sanitizers (it runs inside mlir-runner).
#   make difftest       the differential test alone (also part of make check)
#   make bench-interp   bench/interp/run.sh: interpreter speed figures
$(B)/test/runtime/libheap_counter.so: test/runtime/heap_counter.c
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -O2 -fPIC -shared $< -o $@

check: $(B)/test/runtime/libheap_counter.so

# make bufferize-report: scripts/bufferize-quality.sh, bufopt's
# one-shot-bufferize next to mlir-opt's over the corpus (allocations, copied
# bytes, analysis fidelity); not part of make check.
.PHONY: difftest bench-interp bufferize-report
bufferize-report: all
	BUFOPT_BUILD=$(B) LLVM_BIN=$(LLVM_BIN) scripts/bufferize-quality.sh

difftest: all $(B)/test/runtime/libheap_counter.so
	BUFOPT_BUILD=$(B) LLVM_BIN=$(LLVM_BIN) scripts/difftest.sh

bench-interp: $(B)/bufopt
	BUFOPT=$(B)/bufopt bench/interp/run.sh
