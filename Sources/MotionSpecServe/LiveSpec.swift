#if Servers
  import Hummingbird
#endif  // Servers
