import Foundation

/// How this process has the Swift runtime: linked into the executable
/// (`swift build --static-swift-stdlib`, the self-contained build the
/// CLI is meant to run as) or loaded from the toolchain's shared libraries.
///
/// The bench says which, because it moves every figure: each retain, release
/// and allocation of the runtime is a call through the dynamic linker's
/// tables into a shared library, and a task-local or exclusivity check reads
/// thread-local storage through `__tls_get_addr` instead of one load
/// (docs/performance.md § The Swift runtime, linked in).
enum RuntimeLinkage: String, Sendable {
    case `static`, shared

    /// This process's linkage: `shared` when the runtime library is loaded as one.
    static var current: RuntimeLinkage {
        #if os(Linux)
            // RTLD_NOLOAD opens nothing new: it answers whether the library is already loaded.
            guard let handle = dlopen("libswiftCore.so", RTLD_LAZY | RTLD_NOLOAD) else { return .static }
            dlclose(handle)
            return .shared
        #else
            // On Apple's systems the runtime is part of the operating system.
            return .shared
        #endif
    }
}
