package com.acme.checkout

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

sealed interface PaymentState {
    data object Idle : PaymentState
    data object Processing : PaymentState
    data class Failed(val reason: String) : PaymentState
    data class Paid(val receiptId: String) : PaymentState
}

class PaymentViewModel(
    private val gateway: PaymentGateway,
    private val analytics: Analytics,
) : ViewModel() {

    private val _state = MutableStateFlow<PaymentState>(PaymentState.Idle)
    val state: StateFlow<PaymentState> = _state.asStateFlow()

    fun pay(amountCents: Long, token: String) {
        if (_state.value is PaymentState.Processing) return
        _state.value = PaymentState.Processing
        viewModelScope.launch {
            val result = runCatching { gateway.charge(amountCents, token) }
            _state.value = result.fold(
                onSuccess = { receipt -> PaymentState.Paid(receipt.id) },
                onFailure = { error -> PaymentState.Failed(error.message ?: "unknown error") },
            )
            analytics.track("payment_finished", mapOf("ok" to result.isSuccess))
        }
    }

    fun reset() {
        _state.value = PaymentState.Idle
    }
}
