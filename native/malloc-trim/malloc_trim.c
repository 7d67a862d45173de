// mallocTrim(): glibc's malloc_trim(0), which gives the operating system back every whole free page
// of malloc's arenas, those in the middle included. On its own glibc returns only what is free at
// the top of an arena, so memory freed below a live allocation stays resident (docs/decisions/
// 021-malloc-trim.md). Elsewhere (musl, macOS, Windows) it does nothing and says false.
#include <node_api.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

static napi_value MallocTrim(napi_env env, napi_callback_info info) {
  (void)info;
#ifdef __GLIBC__
  int released = malloc_trim(0);
#else
  int released = 0;
#endif
  napi_value result;
  napi_get_boolean(env, released == 1, &result);
  return result;
}

NAPI_MODULE_INIT() {
  napi_value fn;
  if (napi_create_function(env, "mallocTrim", NAPI_AUTO_LENGTH, MallocTrim, NULL, &fn) != napi_ok) return NULL;
  if (napi_set_named_property(env, exports, "mallocTrim", fn) != napi_ok) return NULL;
  return exports;
}
